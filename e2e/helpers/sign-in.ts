import { expect, type Page } from '@playwright/test';

/** Signs in through the site's sign-in page and lands on `redirectPath`. */
export async function signInAt(page: Page, email: string, redirectPath: string): Promise<void> {
  await page.goto(`/inloggen?redirectPath=${encodeURIComponent(redirectPath)}`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('Bloem3n!');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(new RegExp(`${redirectPath}$`));
}
