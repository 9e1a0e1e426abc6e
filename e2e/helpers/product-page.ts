import { expect, type Page } from '@playwright/test';

/** The product page's controls, by role and label, in nl-nl (the default locale). */
export function productPage(page: Page) {
  return {
    size: page.getByLabel('Formaat', { exact: true }).first(),
    vase: page.getByLabel('Vaas', { exact: true }),
    addToCart: page.getByRole('button', { name: /^(In winkelwagen|Ontwerp maken)$/ }),
    card: page.getByRole('checkbox', { name: 'Voeg een kaartje toe' }),
    cardText: page.getByLabel('Jouw tekst op het kaartje'),
    letter: page.getByRole('checkbox', { name: /Stuur een brief mee/ }),
    letterFile: page.getByLabel('Jouw brief'),
    personalize: page.getByRole('checkbox', { name: /Personaliseren/ }),
    miniCartCount: page.getByTestId('mini-cart-count'),
    dialog: (name: string) => page.getByRole('dialog', { name }),
  };
}

/** Answers one of the page's questions before adding. */
export async function answerDialog(page: Page, name: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** A tiny but real PDF: the API checks a letter by its content (magic bytes). */
export const letterPdf = {
  name: 'brief.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

/**
 * Holds the letter's upload in the browser until `release()`: on localhost a tiny letter is sent
 * within milliseconds, too fast to see the page's upload state. `request` is the held request.
 */
export async function holdLetterUpload(page: Page) {
  const isLetterUpload = (url: string) => /\/carts\/[^/]+\/letters$/.test(url);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => isLetterUpload(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  return { release, request: page.waitForRequest((request) => isLetterUpload(request.url())) };
}
