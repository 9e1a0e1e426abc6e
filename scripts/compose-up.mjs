// pnpm test:compose:up: builds and starts the compose stack, waits until every service is
// healthy, walks a shopper's journey through it in Chromium (home, product, add to cart, cart,
// checkout step 1, sign in with the demo account; then the API's documentation), checks that no
// service logged an error, and stops the stack (`down -v`). Not part of `pnpm test` (it builds
// every image); run it before a change to docker/ or docker-compose.yml lands, and before a
// release (README, "Docker compose").
//
// Extra compose files come from the environment, as docker-compose reads them: on a machine
// whose Docker engine runs with --iptables=false,
//   COMPOSE_FILE=docker-compose.yml:docker/compose.build-network-host.yml pnpm test:compose:up
// Options: --no-build (start the images already built), --keep (leave the stack running).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { waitForHealthy } from './compose/health.mjs';
import { runtimeImageProblems } from './compose/image-contents.mjs';
import { errorLines } from './compose/logs.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: { 'no-build': { type: 'boolean' }, keep: { type: 'boolean' } },
});
const site = process.env.COMPOSE_SITE_URL ?? 'http://localhost:3000';
const demo = { email: 'demo@bloemenzo.nl', password: 'Bloem3n!' };
const env = {
  ...process.env,
  // Debian's docker client has BuildKit built in (a newer one earlier on the PATH may lack buildx).
  PATH: `/usr/bin:${process.env.PATH}`,
  DOCKER_BUILDKIT: '1',
  COMPOSE_DOCKER_CLI_BUILD: '1',
  COMPOSE_PROJECT_NAME: process.env.COMPOSE_PROJECT_NAME ?? 'shopcheck',
};

/** docker-compose (v1, Debian's) or `docker compose` (v2) when only that is there. */
const compose = (() => {
  const v1 = spawnSync('docker-compose', ['version', '--short'], { env, encoding: 'utf8' });
  return v1.status === 0 ? ['docker-compose'] : ['docker', 'compose'];
})();

function run(args, { capture = false } = {}) {
  return new Promise((resolve, reject) => {
    const [command, ...rest] = [...compose, ...args];
    const child = spawn(command, rest, {
      cwd: root,
      env,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let out = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (out += chunk));
    }
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${compose.join(' ')} ${args.join(' ')} exited with ${code}\n${out}`)),
    );
  });
}

const services = async () =>
  (await run(['config', '--services'], { capture: true })).split(/\s+/).filter(Boolean);

/** Every container of the project: its service, status, health and exit code. */
async function inspect() {
  const ids = (await run(['ps', '-q'], { capture: true })).split(/\s+/).filter(Boolean);
  if (!ids.length) return [];
  const result = spawnSync('docker', ['inspect', ...ids], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`docker inspect: ${result.stderr}`);
  return JSON.parse(result.stdout).map((container) => ({
    service: container.Config.Labels['com.docker.compose.service'],
    status: container.State.Status,
    health: container.State.Health?.Status,
    exitCode: container.State.ExitCode,
  }));
}

/** The Node runtime images, as their running containers show them: user, packages (ADR 0057). */
async function runtimeImages() {
  const problems = [];
  for (const service of ['api', 'host-server']) {
    const [id] = (await run(['ps', '-q', service], { capture: true })).split(/\s+/);
    const result = spawnSync('docker', ['exec', id, 'sh', '-c', 'id -u && ls node_modules/.pnpm'], {
      env,
      encoding: 'utf8',
    });
    const [uid, ...entries] = result.stdout.split('\n').filter(Boolean);
    problems.push(...runtimeImageProblems({ service, uid: Number(uid), entries }));
  }
  return problems;
}

/** Waits until `check` holds, polling; throws `what` when it does not within `ms`. */
async function until(what, check, ms = 15_000) {
  const end = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The shopper's journey; each step's name and time, an Error naming the step that failed. */
async function journey() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const problems = [];
  const steps = [];
  try {
    const page = await browser.newPage({ baseURL: site, locale: 'nl-NL' });
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
    });
    const step = async (name, action) => {
      const start = Date.now();
      try {
        await action();
      } catch (error) {
        throw new Error(`journey step "${name}" failed: ${error.message}`, { cause: error });
      }
      steps.push(`${name} (${Date.now() - start} ms)`);
      console.log(`  ✓ ${name}`);
    };

    await step('home page', async () => {
      const response = await page.goto('/');
      if (response?.status() !== 200) throw new Error(`status ${response?.status()}`);
      await page.getByRole('link', { name: 'Inloggen' }).first().waitFor();
    });
    await step('product page', async () => {
      const response = await page.goto('/p/zonnig-boeket');
      if (response?.status() !== 200) throw new Error(`status ${response?.status()}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
    await step('add to cart', async () => {
      await page.getByLabel('Formaat', { exact: true }).first().selectOption({ label: 'Middel' });
      await page.getByRole('button', { name: /^(In winkelwagen|Ontwerp maken)$/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Niets persoonlijks toevoegen?' });
      await dialog.getByRole('button', { name: 'Ja, verder zonder' }).click();
      await until(
        'the mini cart shows one item',
        async () => (await page.getByTestId('mini-cart-count').textContent()) === '1',
      );
    });
    await step('cart', async () => {
      await page.goto('/winkelwagen');
      await page.getByRole('heading', { name: 'Winkelwagen' }).waitFor();
      await page.getByLabel('Aantal van Zonnig boeket').waitFor();
    });
    await step('checkout step 1', async () => {
      await page.getByRole('link', { name: 'Afrekenen' }).click();
      await page.getByRole('heading', { level: 1, name: 'Afrekenen' }).waitFor();
      await until('step 1 is the current step', async () =>
        (await page.locator('[aria-current="step"]').textContent())?.includes('1 Jouw bestelling'),
      );
    });
    await step('sign in with the demo account', async () => {
      await page.goto(`/inloggen?redirectPath=${encodeURIComponent('/afrekenen')}`);
      await page.getByLabel('E-mailadres').fill(demo.email);
      await page.getByLabel('Wachtwoord').fill(demo.password);
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await page.waitForURL(/\/afrekenen$/);
      await page.getByRole('button', { name: 'Uitloggen' }).waitFor();
    });
    // Through the host's nginx, under the API's own CSP: a refused style is a console error.
    await step('API documentation', async () => {
      await page.goto('/api/docs');
      await page.getByRole('heading', { name: /Shop API/ }).waitFor();
      await page.getByText('/catalogue/products/{slug}').first().waitFor();
    });
  } finally {
    await browser.close();
  }
  return { steps, problems };
}

async function main() {
  const started = Date.now();
  const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
  const failures = [];
  console.log(`compose files: ${env.COMPOSE_FILE ?? 'docker-compose.yml'}`);
  try {
    if (!options['no-build']) {
      const buildStart = Date.now();
      await run(['build']);
      console.log(`built every image in ${seconds(buildStart)}`);
      // Each image's size and what it adds over its base (fails over the API's or host server's budget).
      const sizes = spawnSync('node', [path.join(root, 'scripts/compose/image-sizes.mjs')], {
        cwd: root,
        env,
        stdio: 'inherit',
      });
      if (sizes.status !== 0) failures.push('pnpm images:sizes failed (above)');
    }
    const upStart = Date.now();
    await run(['up', '-d']);
    const all = await services();
    const health = await waitForHealthy({
      inspect,
      services: { expected: all, oneShot: ['demo-data'] },
      timeoutMs: 5 * 60_000,
      onWait: (waiting) => console.log(`  waiting: ${waiting.join(', ')}`),
    });
    if (!health.ready) {
      failures.push(...health.failed, ...health.waiting.map((line) => `still ${line}`));
    } else {
      console.log(`every service healthy ${seconds(upStart)} after up`);
      failures.push(...(await runtimeImages()));
      const { problems } = await journey().catch((error) => ({ problems: [error.message] }));
      failures.push(...problems.map((problem) => `browser: ${problem}`));
    }
    for (const service of all) {
      const log = await run(['logs', '--no-color', service], { capture: true });
      for (const line of errorLines(log)) failures.push(`${service} logged: ${line.slice(0, 400)}`);
    }
  } catch (error) {
    failures.push(error.message);
  } finally {
    if (options.keep) console.log('the stack keeps running (--keep)');
    else await run(['down', '-v']).catch((error) => failures.push(error.message));
  }
  if (failures.length) {
    console.error(failures.map((failure) => `✖ ${failure}`).join('\n'));
    console.log(`compose up: 0 passed, 1 failed (${seconds(started)})`);
    process.exit(1);
  }
  console.log(`compose up: 1 passed, 0 failed (${seconds(started)})`);
}

await main();
