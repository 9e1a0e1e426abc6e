// `pnpm bench:api`: how much the API carries on this machine. Starts the API on a fresh
// PostgreSQL database (DATABASE_URL's server, or the local one) and, beside it, a bare Fastify
// as a ceiling, then loads each with autocannon: product read, add-to-cart and order placement
// (card payment, so every order is paid at once), then 50 buyers racing for the last 10 items of
// a variation. The reads run at 100 connections, judged against the ceiling (ADR 0043); then
// "scale out": the product read and order placement through nginx to one API instance and to
// two. Writes bench/results/api.{json,md}.
//   --duration=S     seconds per read and add-to-cart run (default 10)
//   --orders=N       orders placed (default 600)
//   --connections=N  concurrent connections (default 10; the reads use --read-connections)
//   --read-connections=N  for the ceiling and the product read (default 100)
//   --read-rounds=N  turns the ceiling and the reads take within their duration (default 5)
//   --scale-out-orders=N  orders placed per scale-out run (default 300; 0 skips scale out)
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createRequire } from 'node:module';
import { apiBudgets, apiSummary, combineSlices, orderBudgets } from './bench-api/report.mjs';
import { nginxConfig } from './bench-api/nginx.mjs';
import { startMollieStandin } from '../tooling/mollie-standin/server.mjs';
import { mintCardToken } from '../tooling/mollie-standin/card-token.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(repoRoot, 'bench', 'results');
// The API's own PostgreSQL driver, to make and drop the benchmark's database.
const pg = createRequire(path.join(repoRoot, 'api', 'package.json'))('pg');
// Beside the e2e ports (4300–4310), moved with them by E2E_PORT_BASE.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4300);
const API_PORT = PORT_BASE + 20;
const BARE_PORT = PORT_BASE + 21;
const api = `http://127.0.0.1:${API_PORT}`;

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    orders: { type: 'string', default: '600' },
    connections: { type: 'string', default: '10' },
    'read-connections': { type: 'string', default: '100' },
    'read-rounds': { type: 'string', default: '5' },
    'scale-out-orders': { type: 'string', default: '300' },
  },
});
const duration = Number(options.duration);
const orderCount = Number(options.orders);
const connections = Number(options.connections);
const readConnections = Number(options['read-connections']);
const readRounds = Number(options['read-rounds']);
const scaleOutOrders = Number(options['scale-out-orders']);

// Payments through our Mollie stand-in (ADR 0052), which the API reaches with Mollie's client.
const mollie = await startMollieStandin();
const mollieEnv = { MOLLIE_API_ENDPOINT: mollie.apiEndpoint };
/** Each cart's card token, as Mollie Components' card fields hand one out (one per payment). */
const cardTokens = new Map();

async function mintCartCardToken(cart) {
  const { token } = await mintCardToken(mollie.url, { cardHolder: 'B. Mark' });
  cardTokens.set(cart.uuid, token);
  return cart;
}

const children = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const serverUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const database = `shop_bench_${randomBytes(4).toString('hex')}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

// Each request from an address of its own: a crowd of shoppers, not one client the per-address
// rate limits would stop (the API trusts X-Forwarded-For from its proxy, as behind nginx).
let address = 0;
const shopperAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function json(method, url, body, headers = {}) {
  const response = await fetch(`${api}${url}`, {
    method,
    headers: {
      'content-type': 'application/ld+json',
      'x-forwarded-for': shopperAddress(),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

function run(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, ...opts }, (error, result) => {
      if (error) return reject(error);
      resolve({
        scenario: title,
        connections: opts.connections ?? connections,
        requests: result.requests.total,
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        durationS: Math.round(result.duration * 10) / 10,
      });
    });
  });
}

/** What the checkout sends: a Dutch address and the token of a test card that pays at once. */
function orderBody(cart, deliveryDate) {
  return {
    cart: cart.uuid,
    email: 'bench@example.nl',
    deliveryDate,
    deliveryAddress: {
      firstname: 'Bench',
      lastname: 'Mark',
      street: 'Oudegracht',
      housenumber: '1',
      postcode: '3511 AB',
      city: 'Utrecht',
      country: 'NL',
    },
    payment: { method: 'creditcard', cardToken: cardTokens.get(cart.uuid) },
  };
}

function withAddress(request) {
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': shopperAddress() } };
}

// ── Reads from memory against the ceiling (ADR 0043) ───────────────────────────────────────
// Both at --read-connections; each warmed up first (JIT, and the API's cache), so the figures
// are of a running shop, not of its first seconds. The product read asks as a browser does
// (nginx passes Accept-Encoding on); the same read uncompressed is shown beside it. The machine
// is shared: the three take turns in --read-rounds slices of the duration, so a busy moment
// falls on all of them rather than on one.

const productPath = '/catalogue/products/zonnig-boeket';
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'nl-NL' };
const loadAverageAtStart = os.loadavg().map((load) => Math.round(load * 100) / 100);

async function measureReads(bareUrl, base = api) {
  const url = `${base}${productPath}`;
  const scenarios = [
    { title: 'bare Fastify (ceiling)', url: bareUrl },
    { title: 'product read', url, headers: browserHeaders },
    { title: 'product read, uncompressed', url, headers: { 'accept-language': 'nl-NL' } },
  ];
  const read = { connections: readConnections, duration: Math.max(1, duration / readRounds) };
  for (const { url: warmUrl, headers } of scenarios)
    await run('warm-up', { ...read, url: warmUrl, headers, duration: 3 });
  const slices = scenarios.map(() => []);
  for (let round = 0; round < readRounds; round += 1)
    for (const [index, { title, ...scenario }] of scenarios.entries())
      slices[index].push(await run(title, { ...read, ...scenario }));
  return slices.map(combineSlices);
}

// ── Scale out: the same load through nginx to one API instance, then to two ────────────────
// A second instance on the same database (its own cache, kept current by the database's change
// notices), and nginx with two sites: one instance behind one, both behind the other.

const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

function startApi(port, databaseUrl) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      MAIL_OUTBOX_DIR: path.join(os.tmpdir(), `shop-bench-outbox-${database}`),
      NODE_ENV: 'development',
      ...mollieEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

/** Carts with one line each, to be turned into orders through `base`. */
async function filledCarts(count, variationId) {
  const carts = [];
  for (let i = 0; i < count; i += 50) {
    carts.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, count - i) }, async () => {
          const cart = await json('POST', '/carts', {});
          await json(
            'POST',
            `/carts/${cart.uuid}/lines`,
            { variationId, quantity: 1 },
            { 'x-cart-secret': cart.secret },
          );
          return mintCartCardToken(cart);
        }),
      )),
    );
  }
  return carts;
}

/**
 * POST /order/orders for each cart in turn: the order placement's request, paid by card, with
 * an idempotency key of `keyPrefix` and the cart.
 */
function placeOrders(carts, deliveryDate, keyPrefix) {
  let next = 0;
  return {
    method: 'POST',
    path: '/order/orders',
    setupRequest: (request) => {
      const cart = carts[next++ % carts.length];
      return withAddress({
        ...request,
        headers: {
          'content-type': 'application/ld+json',
          'x-cart-secret': cart.secret,
          'idempotency-key': `${keyPrefix}-${cart.uuid}`,
        },
        body: JSON.stringify(orderBody(cart, deliveryDate)),
      });
    },
  };
}

async function measureScaleOut(databaseUrl, variationId, deliveryDate) {
  const [secondApi, oneInstance, twoInstances] = [22, 23, 24].map((offset) => PORT_BASE + offset);
  console.log('Scale out: a second API instance and nginx…');
  startApi(secondApi, databaseUrl);
  await waitFor(`http://127.0.0.1:${secondApi}/health`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-nginx-'));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    nginxConfig(dir, [
      { port: oneInstance, upstreams: [API_PORT] },
      { port: twoInstances, upstreams: [API_PORT, secondApi] },
    ]),
  );
  const nginx = spawn(nginxBin, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(nginx);
  try {
    await waitFor(`http://127.0.0.1:${twoInstances}/health`);
    const runs = [];
    for (const [instances, port] of [
      [1, oneInstance],
      [2, twoInstances],
    ]) {
      const base = `http://127.0.0.1:${port}`;
      const read = { url: `${base}${productPath}`, headers: browserHeaders };
      await run('warm-up', { ...read, connections: readConnections, duration: 3 });
      const productRead = await run('product read', {
        ...read,
        connections: readConnections,
        duration,
      });
      console.log(`Filling ${scaleOutOrders} carts for ${instances} instance(s)…`);
      const carts = await filledCarts(scaleOutOrders, variationId);
      const orders = await run('order placement', {
        url: base,
        amount: carts.length,
        requests: [placeOrders(carts, deliveryDate, 'scale')],
      });
      runs.push({ instances, results: [productRead, orders] });
    }
    return { nginx: 'round robin, keep-alive to the instances', runs };
  } finally {
    nginx.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  await admin(`create database ${database}`);
  console.log(`API on PostgreSQL database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const apiProcess = spawn('pnpm', ['--filter', '@shop/api', 'start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      MAIL_OUTBOX_DIR: path.join(os.tmpdir(), `shop-bench-outbox-${database}`),
      NODE_ENV: 'development',
      ...mollieEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: false,
  });
  children.push(apiProcess);
  const bare = fork(path.join(repoRoot, 'scripts/bench-api/bare-fastify.mjs'), {
    env: { ...process.env, PORT: String(BARE_PORT) },
  });
  children.push(bare);
  await waitFor(`${api}/health`);
  await waitFor(`http://127.0.0.1:${BARE_PORT}/ping`);

  const product = await json('GET', '/catalogue/products/zonnig-boeket');
  const variationId = product.variations[0].id;
  const results = [];

  results.push(...(await measureReads(`http://127.0.0.1:${BARE_PORT}/ping`)));

  // Add-to-cart: a pool of carts, each taking a line (the same line again adds to it, up to 99).
  const carts = await Promise.all(Array.from({ length: 200 }, () => json('POST', '/carts', {})));
  let next = 0;
  results.push(
    await run('add to cart', {
      url: api,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const cart = carts[next++ % carts.length];
            return withAddress({
              ...request,
              path: `/carts/${cart.uuid}/lines`,
              headers: { 'content-type': 'application/ld+json', 'x-cart-secret': cart.secret },
              body: JSON.stringify({ variationId, quantity: 1 }),
            });
          },
        },
      ],
    }),
  );

  // Order placement: every order its own filled cart, paid by (test) card.
  console.log(`Filling ${orderCount} carts for the orders…`);
  const filled = await filledCarts(orderCount, variationId);
  const dates = await json('GET', '/order/delivery-dates?country=NL');
  const deliveryDate = dates['hydra:member'][0].date;
  results.push(
    await run('order placement', {
      url: api,
      amount: orderCount,
      requests: [placeOrders(filled, deliveryDate, 'bench')],
    }),
  );

  const race = await lastItemsRace(url.toString(), deliveryDate);
  const scaleOut =
    scaleOutOrders > 0 ? await measureScaleOut(url.toString(), variationId, deliveryDate) : null;

  const report = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverageAtStart },
    database: 'PostgreSQL',
    connections,
    readConnections,
    results,
    race,
    scaleOut,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'api.json'), `${JSON.stringify(report, null, 2)}\n`);
  const summary = apiSummary(report);
  const missed = apiBudgets(report).filter((budget) => !budget.pass);
  if (missed.length) console.error(`Budgets missed: ${missed.map((b) => b.label).join('; ')}`);
  writeFileSync(path.join(resultsDir, 'api.md'), summary);
  console.log(`\n${summary}`);
  console.log('Written: bench/results/api.json and api.md');
  const failed = results.filter(
    (r) => r.scenario !== 'add to cart' && (r.non2xx > 0 || r.errors > 0),
  );
  if (failed.length) {
    console.error(`Requests failed in: ${failed.map((r) => r.scenario).join(', ')}`);
    process.exitCode = 1;
  }
  for (const budget of orderBudgets(report)) console.log(budget.line);
}

// ── Orders: the last items of a variation, raced for ─────────────────────────────────────────
// 50 buyers, each with a cart holding one item, place their orders at the same moment while 10
// items are left. Stock is taken in the placement's transaction (ADR 0015, 0044), so exactly 10
// orders go through and 40 buyers hear that it sold out; the stock is watched throughout.
const RACE_BUYERS = 50;
const RACE_STOCK = 10;

async function lastItemsRace(databaseUrl, deliveryDate) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const {
      rows: [variation],
    } = await db.query(
      'select id from product_variations where stock is not null and orderable order by id limit 1',
    );
    await db.query('update product_variations set stock = $1 where id = $2', [
      RACE_BUYERS,
      variation.id,
    ]);
    const buyers = await Promise.all(
      Array.from({ length: RACE_BUYERS }, async () => {
        const cart = await json('POST', '/carts', {});
        await json(
          'POST',
          `/carts/${cart.uuid}/lines`,
          { variationId: variation.id, quantity: 1 },
          { 'x-cart-secret': cart.secret },
        );
        return mintCartCardToken(cart);
      }),
    );
    // The carts were filled while there was enough; now only the last items are left.
    await db.query('update product_variations set stock = $1 where id = $2', [
      RACE_STOCK,
      variation.id,
    ]);
    const stockSeen = [];
    let racing = true;
    const watcher = (async () => {
      while (racing) {
        const { rows } = await db.query('select stock from product_variations where id = $1', [
          variation.id,
        ]);
        stockSeen.push(rows[0].stock);
      }
    })();
    const answers = await Promise.all(buyers.map((cart) => placeRaceOrder(cart, deliveryDate)));
    racing = false;
    await watcher;
    const {
      rows: [after],
    } = await db.query(
      `select v.stock, (select count(*)::int from order_lines l where l.variation_id = v.id) as lines
       from product_variations v where v.id = $1`,
      [variation.id],
    );
    return {
      buyers: RACE_BUYERS,
      stock: RACE_STOCK,
      placed: answers.filter((a) => a.status === 201).length,
      soldOut: answers.filter((a) => a.status === 409 && a.soldOut).length,
      other: answers.filter((a) => a.status !== 201 && !(a.status === 409 && a.soldOut)).length,
      finalStock: after.stock,
      lowestStockSeen: Math.min(after.stock, ...stockSeen),
      stockReads: stockSeen.length,
      orderedItems: after.lines,
    };
  } finally {
    await db.end();
  }
}

async function placeRaceOrder(cart, deliveryDate) {
  const response = await fetch(`${api}/order/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/ld+json',
      'accept-language': 'en-US',
      'x-forwarded-for': shopperAddress(),
      'x-cart-secret': cart.secret,
      'idempotency-key': `race-${cart.uuid}`,
    },
    body: JSON.stringify(orderBody(cart, deliveryDate)),
  });
  const body = await response.json().catch(() => ({}));
  // A clear answer names the product and says it is out of stock, in the buyer's language.
  const soldOut = /no longer in stock/.test(body['hydra:description'] ?? '');
  return { status: response.status, soldOut };
}

try {
  await main();
} finally {
  children.forEach((child) => child.kill('SIGTERM'));
  await mollie.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await admin(`drop database if exists ${database} with (force)`).catch(() => undefined);
}
