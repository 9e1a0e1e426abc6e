import { expect, test } from '../helpers/test';
import { signInAt } from '../helpers/sign-in';

// The API runs with LOCK_TTL_SECONDS=12 (playwright.config.ts); the site checks expiry every 10 s.
const LOCK_TTL_MS = 12_000;
const EXPIRY_CHECK_MS = 10_000;
const organisation = '/mijn-account/bedrijf';

test.describe('locks on the organisation screen', () => {
  test('a lock, an edit and an unlock in one browser context show in another within a second; an abandoned lock clears at expiry', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const editorContext = await browser.newContext();
    const watcherContext = await browser.newContext();
    const editor = await editorContext.newPage();
    const watcher = await watcherContext.newPage();

    await signInAt(editor, 'beheer@bedrijf.nl', organisation);
    // The watcher's subscription is open before anyone locks.
    const watcherSubscribed = watcher.waitForResponse(
      (response) => response.url().includes('/.well-known/mercure?') && response.status() === 200,
    );
    await signInAt(watcher, 'administratie@bedrijf.nl', organisation);
    await watcherSubscribed;
    for (const page of [editor, watcher]) {
      await expect(page.getByRole('heading', { level: 1, name: 'Organisatie' })).toBeVisible();
      await expect(page.getByText('Bloemenhandel De Tulp B.V.')).toBeVisible();
    }
    const watcherEdit = watcher.getByRole('button', { name: 'Bewerken' });
    await expect(watcherEdit).toBeEnabled();
    const notice = watcher
      .getByRole('status')
      .filter({ hasText: /^Wordt bewerkt door Beheer Bedrijf tot \d{2}:\d{2}$/ });

    const takeLock = async () => {
      const locked = editor.waitForResponse(
        (response) => response.url().endsWith('/lock') && response.request().method() === 'POST',
      );
      await editor.getByRole('button', { name: 'Bewerken' }).click();
      const response = await locked;
      expect(response.status()).toBe(200);
      await expect(editor.getByLabel('Bedrijfsnaam')).toBeFocused();
      return response;
    };
    const rename = async (name: string) => {
      await editor.getByLabel('Bedrijfsnaam').fill(name);
      await editor.getByRole('button', { name: 'Opslaan' }).click();
      await expect(editor.getByText('De bedrijfsgegevens zijn bijgewerkt.')).toBeVisible();
    };

    // A lock appears live, without reloading: within a second.
    await takeLock();
    await expect(notice).toBeVisible({ timeout: 1_000 });
    await expect(watcherEdit).toBeDisabled();

    // Saving publishes the new data and unlocking clears the notice, both live.
    await rename('Bloemenhandel De Tulp Zuid B.V.');
    await expect(watcher.getByText('Bloemenhandel De Tulp Zuid B.V.')).toBeVisible({
      timeout: 1_000,
    });
    await expect(notice).toBeHidden({ timeout: 1_000 });
    await expect(watcherEdit).toBeEnabled();
    await takeLock();
    await rename('Bloemenhandel De Tulp B.V.');
    await expect(watcher.getByText('Bloemenhandel De Tulp B.V.')).toBeVisible({ timeout: 1_000 });

    // The editor's browser goes away holding the lock (nothing unlocks it): the watcher's own
    // 10 s check clears the notice once the lock has expired, not before.
    const lockResponse = await takeLock();
    const expiresAt = Date.parse((await lockResponse.json()).activity.expires_at);
    await expect(notice).toBeVisible({ timeout: 1_000 });
    await editorContext.close();
    await expect(notice).toBeHidden({ timeout: LOCK_TTL_MS + EXPIRY_CHECK_MS + 3_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt - 1_000);
    await expect(watcherEdit).toBeEnabled();

    await watcherContext.close();
  });
});
