import { expect, test, type APIRequestContext, type Page, type Request } from '../helpers/test';
import { cardField, fillCardFields } from '../helpers/checkout';
import { mollieFaults, mollieUrl, testCards } from '../helpers/mollie';
import { atMolliePage, payAtMollie } from '../helpers/mollie-page';
import {
  expectPaidConfirmation,
  payButton,
  paymentTexts,
  toPayment,
} from '../helpers/payment-journey';
import { signInAt } from '../helpers/sign-in';

// Issue 31: what the shopper sees while Mollie has not decided yet, when Mollie is down, and
// that a card's number and security code never reach the shop: only Mollie's frames hold them.

const nl = paymentTexts['nl-nl'];
const fr = paymentTexts['fr-be'];

/**
 * The shopper leaves Mollie's page without choosing (back to the shop by the address Mollie
 * would send them to), so the payment is still open: answers that address and the payment's id.
 */
async function leaveMollieUndecided(page: Page, request: APIRequestContext) {
  await atMolliePage(page);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const payment = await (await request.get(`${mollieUrl}/__standin/payments/${id}`)).json();
  expect(payment.status).toBe('open');
  await page.goto(payment.redirectUrl);
  return { id };
}

/** The bank decides later, away from the shopper's page: Mollie calls the shop's webhook. */
async function mollieDecides(request: APIRequestContext, id: string, outcome: string) {
  const answer = await request.post(`${mollieUrl}/checkout/${id}`, {
    form: { outcome },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  const payment = await (await request.get(`${mollieUrl}/__standin/payments/${id}`)).json();
  expect(payment.status).toBe(outcome);
}

test.describe('back from Mollie before Mollie has decided', () => {
  test('a guest sees the payment being processed, then hears of the paid order over the hub', async ({
    page,
    request,
  }) => {
    await toPayment(page, nl, 'NL');
    await page.getByRole('radio', { name: 'iDEAL' }).check();
    await page.getByLabel(nl.bank).selectOption({ label: 'ING' });
    await payButton(page, nl).click();
    // The order's own reads and the hub's subscription, from the moment the shopper is back.
    const reads: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'GET' && /\/api\/order\/orders\/[0-9a-f-]{36}$/.test(sent.url()))
        reads.push(sent.url());
    });
    const hubAccepted = page.waitForResponse(
      (answer) =>
        answer.url().includes('/.well-known/mercure?') &&
        answer.url().includes(encodeURIComponent('/api/order/orders/')) &&
        answer.status() === 200,
    );
    const tokenBought = page.waitForResponse(
      (answer) =>
        answer.request().method() === 'POST' &&
        /\/api\/order\/orders\/[0-9a-f-]{36}\/hub-token$/.test(answer.url()),
    );
    const { id } = await leaveMollieUndecided(page, request);

    await expect(page.getByRole('heading', { level: 1, name: nl.waitingTitle })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: nl.waiting })).toBeVisible();
    // The guest's token is bought with the order's secret and covers that one order.
    const token = await tokenBought;
    expect(token.status()).toBe(200);
    expect(token.request().headers()['x-order-secret']).toBeTruthy();
    expect((await token.json()).topics).toEqual([
      new URL(token.url()).pathname.replace(/\/hub-token$/, ''),
    ]);
    await hubAccepted;
    // Once the hub listens the page reads the order once more (for an outcome that came before)
    // and then stops asking: two of its 2-second polls would have come by now.
    await expect.poll(() => reads.length).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(1000);
    const readsWhileWaiting = reads.length;
    await page.waitForTimeout(4500);
    expect(reads.length, 'no polling while the hub listens').toBe(readsWhileWaiting);

    await mollieDecides(request, id, 'paid');
    await expectPaidConfirmation(page, nl);
    expect(reads.length, 'the outcome came over the hub, not by asking again').toBe(
      readsWhileWaiting,
    );
  });

  test('a signed-in customer hears that the payment was canceled, and the cart is kept', async ({
    page,
    request,
  }) => {
    await signInAt(page, 'demo@bloemenzo.nl', '/');
    await toPayment(page, nl, 'NL', { signedIn: true });
    await page.getByRole('radio', { name: 'iDEAL' }).check();
    await page.getByLabel(nl.bank).selectOption({ label: 'ING' });
    await payButton(page, nl).click();
    const { id } = await leaveMollieUndecided(page, request);

    await expect(page.getByRole('heading', { level: 1, name: nl.waitingTitle })).toBeVisible();
    await mollieDecides(request, id, 'canceled');
    await expect(page.getByRole('heading', { level: 1, name: nl.failedTitle })).toBeVisible();
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
    await page.getByRole('button', { name: nl.retry }).click();
    await expect(page.locator('[aria-current="step"]')).toHaveText(nl.step3);
  });
});

test.describe('Mollie down', () => {
  test.afterEach(() => mollieFaults(null));

  for (const { texts, width, method } of [
    { texts: nl, width: 375, method: 'iDEAL' },
    { texts: fr, width: 1280, method: 'card' },
  ] as const) {
    test.describe(`${texts === nl ? 'nl-nl' : 'fr-be'} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test(`paying by ${method} is refused in the shopper’s words, the cart kept; once Mollie is back it works`, async ({
        page,
      }) => {
        await toPayment(page, texts, method === 'iDEAL' ? 'NL' : 'BE');
        if (method === 'iDEAL') {
          await page.getByRole('radio', { name: 'iDEAL' }).check();
          await page.getByLabel(texts.bank).selectOption({ label: 'ING' });
        } else {
          await page.getByRole('radio', { name: texts.card, exact: true }).check();
          await fillCardFields(page);
        }
        await mollieFaults({ down: true, retryAfterSeconds: 0 });
        await payButton(page, texts).click();
        await expect(page.getByRole('alert')).toHaveText(texts.unavailable);
        await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
        await expect(page.locator('[aria-current="step"]')).toHaveText(texts.step3);

        await mollieFaults(null);
        await payButton(page, texts).click();
        if (method === 'iDEAL') await payAtMollie(page, 'paid', texts.mollie);
        await expectPaidConfirmation(page, texts);
      });
    });
  }
});

/** The forms a card number or code could take in a request: as typed, without spaces, encoded. */
function carries(text: string, secret: string): boolean {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // not URL-encoded
  }
  const bare = (value: string) => value.replace(/[\s-]/g, '');
  return [text, decoded].some(
    (value) =>
      value.includes(secret) ||
      bare(value).includes(bare(secret)) ||
      // A security code is short: only as a number of its own, not inside a longer one.
      (secret.length <= 4 && new RegExp(`(^|[^0-9A-Za-z])${secret}([^0-9A-Za-z]|$)`).test(value)),
  );
}

test('a card payment sends the card’s number and code to Mollie’s frames only, never to the shop', async ({
  page,
  baseURL,
}) => {
  const shop = new URL(baseURL!).origin;
  const mollie = new URL(mollieUrl).origin;
  const securityCode = '7391';
  const toShop: Request[] = [];
  const toMollie: Request[] = [];
  page.on('request', (request) => {
    const origin = new URL(request.url()).origin;
    if (origin === shop) toShop.push(request);
    if (origin === mollie) toMollie.push(request);
  });

  await toPayment(page, nl, 'NL');
  await page.getByRole('radio', { name: nl.card, exact: true }).check();
  await fillCardFields(page, { number: testCards.paid, cvc: securityCode });

  // The fields are Mollie's frames, on Mollie's origin: the shop's page cannot read them.
  for (const field of ['number', 'holder', 'expiry', 'cvc'] as const) {
    const frame = await cardField(page, field).elementHandle();
    const origin = await frame!.evaluate(() => window.location.origin);
    expect(origin, `the ${field} frame`).toBe(mollie);
  }
  const readable = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLIFrameElement>('.checkout-payment__card iframe'),
      (frame) => frame.contentDocument !== null,
    ),
  );
  expect(readable).toEqual([false, false, false, false]);

  await payButton(page, nl).click();
  await expectPaidConfirmation(page, nl);

  const everything = (request: Request) =>
    [request.url(), request.postData() ?? '', JSON.stringify(request.headers())].join('\n');
  const leaks: string[] = [];
  for (const request of toShop)
    for (const secret of [testCards.paid, securityCode])
      if (carries(everything(request), secret))
        leaks.push(`${request.method()} ${request.url()} carries ${secret}`);
  expect(leaks).toEqual([]);

  // The recording saw the payment: the order went to the shop with a token, the card to Mollie.
  const placed = toShop.find(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/order/orders'),
  );
  expect(placed?.postData()).toMatch(/"cardToken":"tkn_/);
  const tokenized = toMollie.find((request) => request.url().endsWith('/components/tokens'));
  expect(carries(tokenized?.postData() ?? '', testCards.paid)).toBe(true);
});
