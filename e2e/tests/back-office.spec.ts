import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../helpers/test';
import { registerCustomer, signInWith } from '../helpers/account';
import { placeOrderAs } from '../helpers/orders';
import { latestMailTo } from '../helpers/outbox';
import { horizontalOverflow } from '../helpers/overflow';
import { expectNoSeriousViolations } from '../helpers/axe';
import { baseURL, ports } from '../helpers/site';
import { signInAsStaff, staff } from '../helpers/staff';

const api = (path: string) => `http://127.0.0.1:${ports.api}${path}`;

/** The staff session as this tab keeps it (ADR 0046, 0048). */
const storedSession = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('backoffice-session') ?? 'null') as {
        tokens: { access_token: string; refresh_token: string };
      } | null,
  );

/** Opens an order from the list, found by its number. */
async function openFromList(page: Page, number: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
  await page.getByLabel('Bestelnummer of e-mailadres').fill(number);
  await page.getByRole('button', { name: 'Bestellingen tonen' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${number}`));
  await page.getByRole('link', { name: `Bestelling ${number} openen` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Bestelling ${number}` })).toBeVisible();
}

/** Makes a step with its button and waits for the screen to say the order's new status. */
async function step(page: Page, button: string, number: string, status: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Bestelling ${number}:` })).toHaveText(
    `Bestelling ${number}: ${status}.`,
  );
}

test.describe('the back office', () => {
  test('a demo order is fulfilled from the staff screen; the customer sees it sent, with a working track & trace link', async ({
    page,
    request,
    browser,
  }) => {
    const buyer = await registerCustomer(request);
    const order = await placeOrderAs(request, buyer.email);
    const code = `3SBLOEM${randomBytes(4).toString('hex').toUpperCase()}`;
    const trackingUrl = `https://jouw.postnl.nl/track-and-trace/${code}-NL-3511AB`;
    // The carrier's site is outside this machine: it answers here, so following the link is real.
    await page
      .context()
      .route('https://jouw.postnl.nl/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: `<h1>Zending ${code}</h1>` }),
      );

    // The customer has their order open while the shop works on it.
    const customer = await browser.newContext({ baseURL });
    await customer.route('https://jouw.postnl.nl/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<h1>Zending ${code}</h1>` }),
    );
    const shopper = await customer.newPage();
    await signInWith(shopper, buyer, `/mijn-account/bestellingen/${order.uuid}`);
    await expect(
      shopper.getByRole('heading', { level: 1, name: `Bestelling ${order.number}` }),
    ).toBeVisible();
    await expect(shopper.locator('.account-order-status').first()).toHaveText('In behandeling');

    await signInAsStaff(page);
    await openFromList(page, order.number);
    const facts = page.locator('.backoffice-facts');
    await expect(facts).toContainText('In behandeling');
    await expect(facts).toContainText('Oudegracht 12');
    // Only the steps the order's status allows.
    await expect(page.getByRole('button', { name: 'Verzenden', exact: true })).toBeHidden();

    await step(page, 'Naar de bloemist sturen', order.number, 'Bij de bloemist');
    await step(page, 'Markeren als gemaakt', order.number, 'Gemaakt door de bloemist');

    // The code is checked before it is sent: a link must be https.
    const tracking = page.getByRole('form', { name: 'Track & trace-code toevoegen' });
    await tracking.getByLabel('Vervoerder').selectOption({ label: 'PostNL' });
    await tracking.getByLabel('Code').fill(code);
    await tracking.getByLabel('Volglink (https)').fill(`http://jouw.postnl.nl/${code}`);
    await tracking.getByRole('button', { name: 'Code toevoegen' }).click();
    await expect(tracking.getByLabel('Volglink (https)')).toHaveAttribute('aria-invalid', 'true');
    await tracking.getByLabel('Volglink (https)').fill(trackingUrl);
    await tracking.getByRole('button', { name: 'Code toevoegen' }).click();
    await expect(page.getByRole('status').filter({ hasText: code })).toHaveText(
      `Track & trace-code ${code} toegevoegd.`,
    );

    await page.getByLabel('Notitie voor de geschiedenis (optioneel)').fill('Opgehaald door PostNL');
    await step(page, 'Verzenden', order.number, 'Onderweg');
    // Each step with who made it and when.
    const history = page.getByRole('region', { name: 'Geschiedenis' });
    const shipped = history.getByRole('row').filter({ hasText: 'Opgehaald door PostNL' });
    await expect(shipped).toContainText('Gemaakt door de bloemist → Onderweg');
    await expect(shipped).toContainText('Winkel Bloem & Zo');
    await expect(
      history.getByRole('row').filter({ hasText: 'In behandeling → Bij de bloemist' }),
    ).toContainText('Winkel Bloem & Zo');

    // A reload keeps the staff member signed in (this tab) and shows the order as stored.
    await page.reload();
    await expect(page.locator('.backoffice-facts')).toContainText('Onderweg');
    await expect(page.getByRole('button', { name: 'Markeren als bezorgd' })).toBeVisible();

    // The customer was told, with the link.
    const mail = await latestMailTo(
      request,
      buyer.email,
      new RegExp(`${order.number} is onderweg`),
    );
    expect(mail.links).toContain(trackingUrl);

    // The customer's open order page heard of it (the hub), without a reload: sent, with the code.
    const status = shopper.locator('.account-order-status').first();
    await expect(status).toHaveText('Onderweg');
    await expect(shopper.getByRole('link', { name: code })).toHaveAttribute('href', trackingUrl);
    // And as stored: after a reload, the code opens the carrier's page.
    await shopper.reload();
    await expect(status).toHaveText('Onderweg');
    const link = shopper.getByRole('link', { name: code });
    await expect(link).toHaveAttribute('href', trackingUrl);
    await expect(shopper.getByRole('main')).toContainText(`${code} · PostNL`);
    const [carrierPage] = await Promise.all([shopper.waitForEvent('popup'), link.click()]);
    await expect(carrierPage).toHaveURL(trackingUrl);
    await expect(carrierPage.getByRole('heading', { name: `Zending ${code}` })).toBeVisible();
    await carrierPage.close();

    // Order search: sent, with the same link.
    await shopper.goto('/bestelling-zoeken');
    const form = shopper.getByRole('form', { name: 'Zoeken op bestelnummer' });
    await form.getByLabel('Bestelnummer').fill(order.number);
    await form.getByLabel('Postcode').fill('3511 AB');
    await form.getByRole('button', { name: 'Zoeken' }).click();
    const result = shopper.getByRole('status');
    await expect(result.getByRole('heading', { name: `Bestelling ${order.number}` })).toBeVisible();
    await expect(result).toContainText('Onderweg');
    const found = result.getByRole('link', { name: `Volg zending ${code}` });
    await expect(found).toHaveAttribute('href', trackingUrl);
    const [fromSearch] = await Promise.all([shopper.waitForEvent('popup'), found.click()]);
    await expect(fromSearch).toHaveURL(trackingUrl);
    await customer.close();
  });

  test('staff cancel an order with a reason; the payment is refunded', async ({
    page,
    request,
  }) => {
    const buyer = await registerCustomer(request);
    const order = await placeOrderAs(request, buyer.email, { quantity: 1 });
    await signInAsStaff(page);
    await openFromList(page, order.number);
    const cancel = page.getByRole('form', { name: 'Bestelling annuleren' });
    await cancel.getByRole('button', { name: 'Annuleren en terugbetalen' }).click();
    await expect(cancel.getByLabel('Reden')).toHaveAttribute('aria-invalid', 'true');
    await cancel.getByLabel('Reden').fill('Klant belde: dubbel besteld');
    await cancel.getByRole('button', { name: 'Annuleren en terugbetalen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'geannuleerd' })).toHaveText(
      `Bestelling ${order.number} is geannuleerd.`,
    );
    await expect(page.locator('.backoffice-facts')).toContainText('Geannuleerd');
    await expect(page.getByRole('region', { name: 'Terugbetalingen' })).toContainText(
      'terugbetaald',
    );
    await expect(page.getByRole('form', { name: 'Bestelling annuleren' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Geschiedenis' })).toContainText(
      'Klant belde: dubbel besteld',
    );

    // The customer is told in their language, with the money going back; the reason stays ours.
    const refunded = await page.getByRole('region', { name: 'Terugbetalingen' }).textContent();
    const amount = /€ [\d.]+,\d{2}/.exec(refunded ?? '')![0];
    const mail = await latestMailTo(
      request,
      buyer.email,
      new RegExp(`${order.number} is geannuleerd`),
    );
    expect(mail.subject).toBe(`Je bestelling ${order.number} is geannuleerd`);
    expect(mail.text).toContain(`We betalen ${amount} aan je terug`);
    expect(mail.text).not.toContain('dubbel besteld');
  });

  test('a staff session outlives its access token without a new sign-in, and ends on sign-out', async ({
    page,
    request,
  }) => {
    const order = await placeOrderAs(request, 'demo@bloemenzo.nl', { quantity: 1 });
    await signInAsStaff(page);
    await openFromList(page, order.number);
    const first = (await storedSession(page))!;
    expect(first.tokens.refresh_token).toBeTruthy();

    // The staff member starts a note; meanwhile the API stops taking the access token
    // (STAFF_TOKEN_TTL_SECONDS is a few seconds in this run).
    const note = 'Klant belde: graag vóór 12 uur';
    await page.getByLabel('Notitie voor de geschiedenis (optioneel)').fill(note);
    await expect
      .poll(
        async () =>
          (
            await request.get(api('/back-office/orders'), {
              headers: { authorization: `Bearer ${first.tokens.access_token}` },
            })
          ).status(),
        { message: 'the access token to run out', timeout: 20_000 },
      )
      .toBe(401);

    // The step goes through with the note: the token is refreshed silently, nobody signs in.
    const refresh = page.waitForRequest(
      (sent) =>
        sent.url().endsWith('/api/token') &&
        (sent.postData() ?? '').includes('grant_type=refresh_token'),
    );
    await step(page, 'Naar de bloemist sturen', order.number, 'Bij de bloemist');
    await refresh;
    await expect(
      page.getByRole('region', { name: 'Geschiedenis' }).getByRole('row').filter({ hasText: note }),
    ).toContainText('Winkel Bloem & Zo');
    await expect(page.getByRole('heading', { name: 'Backoffice: inloggen' })).toBeHidden();
    const rotated = (await storedSession(page))!;
    expect(rotated.tokens.refresh_token).not.toBe(first.tokens.refresh_token);

    // Signing out ends the session at the API: the last refresh token is refused from now on.
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page.getByRole('status')).toHaveText('Je bent uitgelogd.');
    expect(await storedSession(page)).toBeNull();
    const refused = await request.post(api('/token'), {
      form: {
        grant_type: 'refresh_token',
        client_id: 'shop-backoffice',
        refresh_token: rotated.tokens.refresh_token,
      },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The refresh token is invalid.',
    });
  });

  test('a shopper’s session never opens it, and a shopper’s password does not sign in', async ({
    page,
    request,
  }) => {
    const buyer = await registerCustomer(request);
    await signInWith(page, buyer, '/mijn-account/overzicht');
    await page.goto('/winkel');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Backoffice: inloggen' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bestellingen' })).toBeHidden();
    await page.getByLabel('E-mailadres').fill(buyer.email);
    await page.getByLabel('Wachtwoord').fill(buyer.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Het e-mailadres of wachtwoord klopt niet.');
    // Never indexed.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  for (const { locale, width, title } of [
    { locale: 'en-us', width: 375, title: 'Orders' },
    { locale: 'fr-be', width: 375, title: 'Commandes' },
    { locale: 'nl-be', width: 1280, title: 'Bestellingen' },
  ]) {
    test(`works in ${locale} at ${width} px, without sideways scrolling or serious a11y problems`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const order = await placeOrderAs(request, 'demo@bloemenzo.nl', { quantity: 1 });
      await page.goto(`/${locale}/winkel`);
      await page.locator('input[type=email]').fill(staff.email);
      await page.locator('input[type=password]').fill(staff.password);
      await page.locator('form button[type=submit]').click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('.backoffice-table tbody tr').first()).toBeVisible();
      expect(await horizontalOverflow(page)).toBeNull();
      await expectNoSeriousViolations(page, `${locale} order list`);
      await page.goto(`/${locale}/winkel/${order.uuid}`);
      await expect(page.locator('.backoffice-facts')).toBeVisible();
      expect(await horizontalOverflow(page)).toBeNull();
      await expectNoSeriousViolations(page, `${locale} order`);
    });
  }
});
