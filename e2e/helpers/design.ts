import { expect, type Page } from '@playwright/test';

/**
 * Makes a personalization's design in the open design dialog (ADR 0028): fills each labelled
 * line and confirms, then waits for the dialog to close. nl-nl unless other names are given.
 */
export async function makeDesign(
  page: Page,
  lines: Record<string, string>,
  { title = 'Ontwerp maken', confirm = 'Ontwerp bevestigen' } = {},
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  for (const [label, text] of Object.entries(lines))
    await dialog.getByRole('textbox', { name: label }).fill(text);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}
