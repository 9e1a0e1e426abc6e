import { expect, type Page } from '@playwright/test';

export const staff = { email: 'winkel@bloemenzo.nl', password: 'Bloem3n!' };

/** Signs in on the staff screen (the staff member's own sign-in, not the shop's). */
export async function signInAsStaff(page: Page, path = '/winkel') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Backoffice: inloggen' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(staff.email);
  await page.getByLabel('Wachtwoord').fill(staff.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}
