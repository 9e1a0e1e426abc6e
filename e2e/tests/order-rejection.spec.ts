import { expect, test } from '../helpers/test';
import { placeOrderAs } from '../helpers/orders';
import { latestMailTo } from '../helpers/outbox';
import { signInAt } from '../helpers/sign-in';
import { baseURL, ports } from '../helpers/site';

// Issue 18: a rejected company order tells the buyer who rejected it and why on the order itself,
// not only in the mail; the mail links to that order.

test('the buyer sees the rejection, its reason and the approver on the order, reached from the mail', async ({
  page,
  request,
}) => {
  // Above the company's € 250 rule, so it waits for approval.
  const order = await placeOrderAs(request, 'inkoop@bedrijf.nl', { quantity: 12 });
  const token = await request.post(`http://127.0.0.1:${ports.api}/token`, {
    form: {
      grant_type: 'password',
      client_id: 'shop-web',
      username: 'goedkeuring@bedrijf.nl',
      password: 'Bloem3n!',
    },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const reason = 'Te veel boeketten voor één receptie';
  const rejected = await request.post(
    `http://127.0.0.1:${ports.api}/order/orders/${order.uuid}/reject`,
    {
      headers: { authorization: `Bearer ${(await token.json()).access_token}` },
      data: { reason },
    },
  );
  expect(rejected.ok(), await rejected.text()).toBe(true);

  const mail = await latestMailTo(request, 'inkoop@bedrijf.nl', /afgewezen/);
  expect(mail.text).toContain(`Reden: ${reason}`);
  const link = `${baseURL}/mijn-account/bestellingen/${order.uuid}`;
  expect(mail.links).toContain(link);

  // The link, followed by the buyer: sign in, and the order says what happened.
  await page.goto(link.slice(baseURL.length));
  await expect(page).toHaveURL(/\/authorize\?/);
  await page.getByLabel('E-mailadres').fill('inkoop@bedrijf.nl');
  await page.getByLabel('Wachtwoord').fill('Bloem3n!');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(link);
  await expect(
    page.getByRole('heading', { level: 1, name: `Bestelling ${order.number}` }),
  ).toBeVisible();
  const notice = page.getByRole('region', { name: 'Bestelling afgewezen' });
  await expect(notice).toContainText(/Goedkeuring Bedrijf heeft deze bestelling op .+ afgewezen\./);
  await expect(notice).toContainText(`Reden: ${reason}`);
  const history = page.getByRole('region', { name: 'Statusgeschiedenis' });
  await expect(history.getByRole('listitem').last()).toContainText(
    `Geannuleerd (afgewezen door Goedkeuring Bedrijf) Reden: ${reason}`,
  );
});

test('in English, the rejection reads in English', async ({ page, request }) => {
  const order = await placeOrderAs(request, 'inkoop@bedrijf.nl', { quantity: 12 });
  const token = await request.post(`http://127.0.0.1:${ports.api}/token`, {
    form: {
      grant_type: 'password',
      client_id: 'shop-web',
      username: 'goedkeuring@bedrijf.nl',
      password: 'Bloem3n!',
    },
  });
  await request.post(`http://127.0.0.1:${ports.api}/order/orders/${order.uuid}/reject`, {
    headers: { authorization: `Bearer ${(await token.json()).access_token}` },
    data: { reason: 'Too many' },
  });
  await signInAt(page, 'inkoop@bedrijf.nl', '/mijn-account/overzicht');
  await page.goto(`/en-us/mijn-account/bestellingen/${order.uuid}`);
  const notice = page.getByRole('region', { name: 'Order not approved' });
  await expect(notice).toContainText(/Goedkeuring Bedrijf rejected this order on .+\./);
  await expect(notice).toContainText('Reason: Too many');
});
