import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A fresh private customer, registered through the API, so a test may change their data. */
export async function registerCustomer(request: APIRequestContext, password = 'Bloem3n!') {
  const email = `e2e-${randomBytes(5).toString('hex')}@example.nl`;
  const response = await request.post('/api/customers', {
    data: { email, password, fullname: 'Test Klant', customerType: 'private' },
  });
  expect(response.status()).toBe(201);
  return { email, password };
}

/** Signs in through the site's sign-in page with these credentials and lands on `redirectPath`. */
export async function signInWith(
  page: Page,
  { email, password }: { email: string; password: string },
  redirectPath: string,
): Promise<void> {
  await page.goto(`/inloggen?redirectPath=${encodeURIComponent(redirectPath)}`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(new RegExp(`${redirectPath}$`));
}
