import { expect, test } from '@playwright/test';

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
});
