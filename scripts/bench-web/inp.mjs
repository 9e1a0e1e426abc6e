// Interaction to Next Paint for a shopper's real interactions (issue 32): each interaction on a
// freshly loaded page in Debian's Chromium driven by Playwright, the CPU slowed down 4x through
// the DevTools protocol (as Lighthouse's mobile profile simulates it), measured by web-vitals'
// own INP (its attribution build: the input delay, the processing and the presentation).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from './lighthouse-run.mjs';

const require = createRequire(import.meta.url);
// The package's browser build (its exports name the module builds only; the IIFE sits beside).
const webVitalsScript = readFileSync(
  path.join(
    path.dirname(require.resolve('web-vitals/attribution')),
    'web-vitals.attribution.iife.js',
  ),
  'utf8',
);

/** As Lighthouse's mobile profile: a phone about four times slower than this machine. */
export const CPU_SLOWDOWN = 4;
/** The smallest duration the Event Timing API reports: a quicker interaction counts as this. */
export const EVENT_TIMING_FLOOR_MS = 16;
/** How long web-vitals may take to report an interaction before it counts as below the floor. */
const REPORT_WAIT_MS = 5000;

/**
 * The interactions measured, each on a page of its own, in nl-nl: choosing a variation (the
 * size, by keyboard as on a phone's picker), ticking the card option, "In winkelwagen", opening
 * the mini cart, and the next step in checkout. `withCart`: the shopper has a cart with a line.
 */
/** Waits (up to 10 s, the page is slowed down) until `check` answers true. */
async function eventually(check) {
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** The product page's size picker, in nl-nl. */
const sizePicker = (page) => page.getByLabel('Formaat', { exact: true }).first();

export const interactions = [
  {
    name: 'choose a size',
    page: 'product',
    async act(page) {
      const size = sizePicker(page);
      const before = await size.inputValue();
      await size.focus();
      await page.keyboard.press('ArrowDown');
      // The choice goes through the address (?maat=…) and comes back as the picker's value.
      return eventually(async () => (await size.inputValue()) !== before);
    },
  },
  {
    name: 'tick the card option',
    page: 'product',
    async act(page) {
      const card = page.getByRole('checkbox', { name: 'Voeg een kaartje toe' });
      await card.click();
      return card.isChecked();
    },
  },
  {
    name: 'add to cart',
    page: 'product',
    async prepare(page) {
      // A size first, as the shopper chose it: set by script, which the Event Timing API does
      // not count as an interaction, so the one measured is the button's.
      const size = sizePicker(page);
      await size.selectOption({ index: 1 });
      await eventually(async () => (await size.inputValue()) !== '');
    },
    async act(page) {
      const count = page.getByTestId('mini-cart-count');
      const before = await count.textContent();
      await page.getByRole('button', { name: 'In winkelwagen' }).click();
      return eventually(
        async () =>
          (await count.textContent()) !== before || (await page.getByRole('dialog').count()) > 0,
      );
    },
  },
  {
    name: 'open the mini cart',
    page: 'product',
    withCart: true,
    async act(page) {
      const button = page.getByRole('button', { name: /^Winkelwagen: / });
      await button.click();
      return (await button.getAttribute('aria-expanded')) === 'true';
    },
  },
  {
    name: 'next step in checkout',
    page: 'checkout',
    withCart: true,
    async prepare(page) {
      // Step 1 as the shopper filled it: a delivery date (by script: not an interaction).
      const date = page.getByLabel('Bezorgdatum');
      await eventually(async () => (await date.locator('option').count()) > 1);
      await date.selectOption({ index: 1 });
    },
    async act(page) {
      const step = page.locator('[aria-current="step"]');
      const before = await step.textContent();
      await page.getByRole('button', { name: 'Volgende stap' }).click();
      return eventually(async () => (await step.textContent()) !== before);
    },
  },
];

const launchFlags = [
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One interaction on a freshly loaded page: the page loads and hydrates (its `data-hydrated`),
 * the network settles, the shopper acts, and web-vitals reports the interaction's INP. Answers
 * the INP in ms (EVENT_TIMING_FLOOR_MS when the interaction was quicker than the API reports)
 * and where its time went.
 */
export async function measureInteraction({ url, interaction, localStorage }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: launchFlags });
  try {
    // A mid-range phone's screen, as Lighthouse's mobile profile has it.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: 'nl-NL',
    });
    if (localStorage) {
      await context.addInitScript((entries) => {
        for (const [key, value] of entries)
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      }, Object.entries(localStorage));
    }
    // web-vitals from the start of the page, as a site that reports INP would load it.
    await context.addInitScript(
      `${webVitalsScript};webVitals.onINP(function (metric) {` +
        `var a = metric.attribution; window.__shopInp = { value: metric.value,` +
        ` target: a.interactionTarget, type: a.interactionType, inputDelay: a.inputDelay,` +
        ` processing: a.processingDuration, presentation: a.presentationDelay };` +
        `}, { reportAllChanges: true, durationThreshold: ${EVENT_TIMING_FLOOR_MS} });`,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await interaction.prepare?.(page);
    const done = await interaction.act(page);
    if (!done) throw new Error(`${interaction.name} on ${url} did not happen`);
    // The next paint, and web-vitals' report of it: the browser hands event timing entries over
    // when it is idle, late on a slowed-down, busy machine, so wait for the report; one that
    // never comes means the interaction was quicker than the Event Timing API reports.
    const inp = await page
      .waitForFunction(() => window.__shopInp ?? false, undefined, { timeout: REPORT_WAIT_MS })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    return inp ?? { value: EVENT_TIMING_FLOOR_MS, belowFloor: true };
  } finally {
    await browser.close();
  }
}
