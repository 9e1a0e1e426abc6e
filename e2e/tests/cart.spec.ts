import { expect, test } from '@playwright/test';

test('a shopper chooses a variation, adds it to the cart and sees it in the mini-cart and cart', async ({
  page,
}) => {
  await page.goto('/c/boeketten');
  await page.getByRole('link', { name: 'Zonnig boeket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zonnig boeket' })).toBeVisible();

  const addToCart = page.getByRole('button', { name: 'In winkelwagen' });
  await expect(addToCart).toBeDisabled();
  await page.getByLabel('Uitvoering').selectOption({ label: 'Middel · Geel' });
  await expect(page.locator('.product-page__price')).toContainText('€ 34,95');
  await addToCart.click();
  await expect(page.getByText('Zonnig boeket is toegevoegd aan je winkelwagen.')).toBeVisible();
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');

  await addToCart.click();
  await expect(page.getByTestId('mini-cart-count')).toHaveText('2');

  await page.getByRole('link', { name: 'Bekijk winkelwagen' }).click();
  await expect(page.getByRole('heading', { name: 'Winkelwagen' })).toBeVisible();
  await expect(page.getByLabel('Aantal van Zonnig boeket')).toHaveValue('2');
  await expect(page.getByTestId('cart-total')).toHaveText('€ 69,90');

  // The cart survives a reload: its reference is kept by the checkout team.
  await page.reload();
  await expect(page.getByTestId('cart-total')).toHaveText('€ 69,90');

  await page.getByLabel('Aantal van Zonnig boeket').selectOption('3');
  await expect(page.getByTestId('cart-total')).toHaveText('€ 104,85');
  await expect(page.getByTestId('mini-cart-count')).toHaveText('3');

  await page.getByRole('button', { name: 'Zonnig boeket verwijderen' }).click();
  await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible();
  await expect(page.getByTestId('mini-cart-count')).toHaveText('0');
});

test('sold-out variations cannot be chosen', async ({ page }) => {
  await page.goto('/p/rode-rozen');
  await expect(page.getByRole('option', { name: /Extra groot.*uitverkocht/ })).toBeDisabled();
});
