import { expect, test } from '../helpers/test';

test.describe('gift card balance lookup', () => {
  test('rejects a wrong card number before asking the API', async ({ page }) => {
    let apiCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/giftcard/info')) apiCalls += 1;
    });
    await page.goto('/cadeaukaart/saldo');
    await page.getByLabel('Kaartnummer').fill('6036 0000 0000 0014');
    await page.getByLabel('Controlecode').fill('123456');
    await page.getByRole('button', { name: 'Saldo opvragen' }).click();
    await expect(page.getByText('Er zit een fout in het formulier')).toBeVisible();
    await expect(page.getByText('Ongeldig kaartnummer')).toBeVisible();
    await expect(page.getByLabel('Kaartnummer')).toHaveAttribute('aria-invalid', 'true');
    expect(apiCalls).toBe(0);
  });

  test('shows the balance of a known card', async ({ page }) => {
    await page.goto('/en-us/cadeaukaart/saldo');
    await page.getByLabel('Card number').fill('6036 0000 0000 0021');
    await page.getByLabel('Verification code').fill('654321');
    await page.getByRole('button', { name: 'Check balance' }).click();
    await expect(page.getByTestId('giftcard-balance')).toHaveText('€ 1.234,56');
    await expect(page.getByText('Balance of card •••• •••• •••• 0021')).toBeVisible();
  });

  test('answers a wrong code in the shopper’s language', async ({ page }) => {
    await page.goto('/fr-be/cadeaukaart/saldo');
    await page.getByLabel('Numéro de carte').fill('6036000000000021');
    await page.getByLabel('Code de vérification').fill('000000');
    await page.getByRole('button', { name: 'Consulter le solde' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      "Cette combinaison de numéro de carte et de code de vérification n'est pas connue",
    );
  });

  test('stops a guesser: wrong codes on one card soon meet the limit, in the shopper’s language', async ({
    page,
  }) => {
    // A card number of its own (Luhn-valid, unknown), so no earlier run or test counts towards it.
    const body = `6036${String(Date.now()).slice(-11)}`;
    const digits = [...Array(10).keys()].map((d) => `${body}${d}`);
    const number = digits.find((candidate) => {
      let sum = 0;
      [...candidate].reverse().forEach((c, i) => {
        const digit = Number(c) * (i % 2 ? 2 : 1);
        sum += digit > 9 ? digit - 9 : digit;
      });
      return sum % 10 === 0;
    })!;
    await page.goto('/cadeaukaart/saldo');
    await page.getByLabel('Kaartnummer').fill(number);
    const alert = page.getByRole('alert');
    let limited = false;
    // Five wrong codes per card are answered; the sixth at the latest is refused with a wait.
    for (let attempt = 1; attempt <= 6 && !limited; attempt += 1) {
      await page.getByLabel('Controlecode').fill(String(100000 + attempt));
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/giftcard/info')),
        page.getByRole('button', { name: 'Saldo opvragen' }).click(),
      ]);
      limited = response.status() === 429;
      if (!limited) {
        expect(response.status()).toBe(404);
        await expect(alert).toHaveText(
          'Deze combinatie van kaartnummer en controlecode is niet bekend',
        );
      }
    }
    expect(limited).toBe(true);
    await expect(alert).toHaveText(/^Te veel pogingen\. Probeer het over \d+ seconden opnieuw\.$/);
  });
});
