import { expect, type Locator, type Page } from '@playwright/test';

const hasFocus = (target: Locator) =>
  target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );

/**
 * Presses Tab (or Shift+Tab) until focus is on `target` or inside it (a radio group), as a
 * shopper without a mouse would, and fails when it is not reached in `max` presses. The element
 * reached must show that it has focus: an outline or a shadow.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 40 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  let presses = 0;
  while (!(await hasFocus(target))) {
    if (presses === max) {
      const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
      throw new Error(`${target} not reached by ${max} presses of Tab; focus is on ${at}`);
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    presses += 1;
  }
  const focusShown = await page.evaluate(() => {
    const element = document.activeElement!;
    const style = getComputedStyle(element);
    return (
      element.matches(':focus-visible') &&
      ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none')
    );
  });
  expect(focusShown, `${target} shows that it has focus`).toBe(true);
}

/** In the focused `<select>`, moves with the arrow keys to the option whose text is `label`. */
export async function arrowToOption(page: Page, select: Locator, label: string | RegExp) {
  const selected = () =>
    select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text ?? '');
  const matches = (text: string) => (typeof label === 'string' ? text === label : label.test(text));
  const count = await select.locator('option').count();
  for (let i = 0; i <= count && !matches(await selected()); i += 1)
    await page.keyboard.press('ArrowDown');
  expect(await selected()).toMatch(typeof label === 'string' ? new RegExp(`^${label}$`) : label);
}

/** Tabs to a text field and types `text` into it. */
export async function tabAndType(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * Presses Tab until the input inside a frame of another origin (the payment provider's card
 * fields) has the focus, and checks that it shows it. Then `fill`s it: the frame's input is
 * reached by keyboard, but a key typed the moment the focus crosses into a frame may be lost.
 */
export async function tabIntoFrameAndFill(
  page: Page,
  input: Locator,
  text: string,
  { max = 10 }: { max?: number } = {},
): Promise<void> {
  const focused = () =>
    input.evaluate((element) => document.hasFocus() && element === document.activeElement);
  let presses = 0;
  while (!(await focused())) {
    if (presses === max) throw new Error(`${input} not reached by ${max} presses of Tab`);
    await page.keyboard.press('Tab');
    presses += 1;
  }
  const focusShown = await input.evaluate((element) => {
    const style = getComputedStyle(element);
    return (
      element.matches(':focus-visible') &&
      ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none')
    );
  });
  expect(focusShown, `${input} shows that it has focus`).toBe(true);
  await input.fill(text);
}
