import { expect, test } from '../helpers/test';

test('a shopper chooses a variation, adds it to the cart and sees it in the mini-cart and cart', async ({
  page,
}) => {
  await page.goto('/c/boeketten');
  await page.getByRole('link', { name: 'Zonnig boeket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zonnig boeket' })).toBeVisible();

  const addToCart = page.getByRole('button', { name: 'In winkelwagen' });
  await expect(addToCart).toBeDisabled();
  await page.getByLabel('Formaat').selectOption({ label: 'Middel' });
  await expect(page.locator('.product-page__price')).toContainText('€ 34,95');
  // Nothing personal chosen: the page asks before adding (spec §5).
  const withoutPersonal = page
    .getByRole('dialog', { name: 'Niets persoonlijks toevoegen?' })
    .getByRole('button', { name: 'Ja, verder zonder' });
  await addToCart.click();
  await withoutPersonal.click();
  await expect(page.getByText('Zonnig boeket is toegevoegd aan je winkelwagen.')).toBeVisible();
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');

  await addToCart.click();
  await withoutPersonal.click();
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

test('choosing narrows the options; the hash names the variation; back and reload restore it', async ({
  page,
}) => {
  await page.goto('/p/witte-elegantie');
  const size = page.getByLabel('Formaat');
  const vase = page.getByLabel('Vaas', { exact: true });
  const addToCart = page.getByRole('button', { name: 'In winkelwagen' });
  await size.selectOption({ label: 'Klein' });
  await expect(vase.getByRole('option', { name: /Met glazen vaas.*uitverkocht/ })).toBeDisabled();
  await expect(addToCart).toBeDisabled();
  await vase.selectOption({ label: 'Zonder vaas' });
  await expect(page).toHaveURL(/#\d+$/);
  const small = new URL(page.url()).hash;
  await expect(addToCart).toBeEnabled();

  await size.selectOption({ label: 'Middel' });
  await expect(page).not.toHaveURL(new RegExp(`${small}$`));
  await expect(page).toHaveURL(/#\d+$/);
  const medium = new URL(page.url()).hash;

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${small}$`));
  await expect(size).toHaveValue('S');
  await page.goForward();
  await expect(size).toHaveValue('M');

  // A link with the hash opens the page with that variation chosen.
  await page.goto(`/p/witte-elegantie${medium}`);
  await expect(size).toHaveValue('M');
  await expect(vase).toHaveValue('none');
  await expect(addToCart).toBeEnabled();
});
