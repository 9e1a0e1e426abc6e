import { expect, type Page } from '@playwright/test';

/** Signs in through the site's sign-in page and lands on `redirectPath`. */
export async function signInAt(page: Page, email: string, redirectPath: string): Promise<void> {
  await page.goto(`/inloggen?redirectPath=${encodeURIComponent(redirectPath)}`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('Bloem3n!');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(new RegExp(`${redirectPath}$`));
}

/**
 * Signs out with the header's button and waits until the sign-out has landed: on a page that
 * requires login it is a full load of the home page, which would abort a `goto` made meanwhile.
 */
export async function signOut(page: Page, landsOn: RegExp = /\/$/): Promise<void> {
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(landsOn);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
}
