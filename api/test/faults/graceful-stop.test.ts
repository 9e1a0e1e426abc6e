// A release or a stop that loses nothing (issue 33, ADR 0058): the compiled server process, on
// PGlite in a folder the test reads once the process has gone, stopped with SIGTERM.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { DEV_HUB_JWT_SECRET } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { signHubToken } from '../../src/domain/hub-tokens';
import { freePort, startApiProcess } from '../helpers/api-process';
import { cardPayment, dutchAddress } from '../helpers/order-input';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server process of its own, on its own PGlite folder. */
async function startServer(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-stop-'));
  const port = await freePort();
  const server = await startApiProcess(
    port,
    {
      PGLITE_DIR: path.join(dir, 'pglite'),
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      ...env,
    },
    { run: 'compiled' },
  );
  return {
    server,
    dir,
    api: (p: string) => `http://127.0.0.1:${port}${p}`,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** What a client got: the status, or the network error's code (ECONNREFUSED, ECONNRESET). */
async function outcomeOf(answer: Promise<Response>): Promise<number | string> {
  try {
    const response = await answer;
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? String(error);
  }
}

before(() => {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiRoot, stdio: 'ignore' });
});

describe('SIGTERM during a burst of order placements', () => {
  let stopping: Awaited<ReturnType<typeof startServer>>;
  before(async () => {
    stopping = await startServer({ SHUTDOWN_DELAY_MS: '300', LOG_LEVEL: 'info' });
  });
  after(async () => {
    await stopping?.server.stop('SIGKILL');
    stopping?.remove();
  });

  it('places every order once or refuses it clearly, and leaves none half-made', async () => {
    const { api, server } = stopping;
    const variation = (
      (await (await fetch(api('/catalogue/products/zonnig-boeket'))).json()) as {
        variations: { id: number }[];
      }
    ).variations[0]!.id;
    const dates = (await (await fetch(api('/order/delivery-dates?country=NL'))).json()) as {
      'hydra:member': { date: string }[];
    };
    const deliveryDate = dates['hydra:member'][0]!.date;

    // Twenty shoppers, each with a filled cart, a card token and an idempotency key ready.
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const cart = (await (await fetch(api('/carts'), { method: 'POST' })).json()) as {
          uuid: string;
          secret: string;
        };
        const added = await fetch(api(`/carts/${cart.uuid}/lines`), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-cart-secret': cart.secret },
          body: JSON.stringify({ variationId: variation, quantity: 1 }),
        });
        assert.equal(added.status, 200);
        return {
          cart,
          key: randomBytes(12).toString('hex'),
          payment: await cardPayment(),
          // Each from an address of its own: the placement's per-address limit is not the test.
          address: `10.33.0.${index + 1}`,
        };
      }),
    );
    const place = (shopper: (typeof shoppers)[number]) =>
      fetch(api('/order/orders'), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-cart-secret': shopper.cart.secret,
          'idempotency-key': shopper.key,
          'x-forwarded-for': shopper.address,
        },
        body: JSON.stringify({
          cart: shopper.cart.uuid,
          email: 'stop@example.nl',
          deliveryDate,
          deliveryAddress: dutchAddress,
          payment: shopper.payment,
        }),
      });

    // Half of them at once; SIGTERM as soon as the server has their requests in hand; the
    // other half while it drains and stops (taken during the delay, or refused after it).
    const placed = (log: string) => log.match(/"method":"POST","url":"\/order\/orders"/g)?.length;
    const logged = server.log().length;
    const first = shoppers.slice(0, 10).map((shopper) => outcomeOf(place(shopper)));
    while ((placed(server.log().slice(logged)) ?? 0) < 10) await sleep(5);
    const exited = server.stop('SIGTERM');
    const second: Promise<number | string>[] = [];
    for (const shopper of shoppers.slice(10)) {
      second.push(outcomeOf(place(shopper)));
      await sleep(100);
    }
    const outcomes = await Promise.all([...first, ...second]);
    assert.equal(await exited, 0, 'the process stopped by itself, within its bound');

    // Placed (201), or refused with an answer (503 while closing) or no connection at all:
    // never a connection cut with the shopper left to wonder.
    for (const outcome of outcomes)
      assert.ok([201, 503, 'ECONNREFUSED'].includes(outcome as never), `${outcome}`);
    assert.deepEqual(outcomes.slice(0, 10), Array(10).fill(201), 'the requests in flight finished');
    assert.ok(
      outcomes.slice(10).some((outcome) => outcome !== 201),
      `some came after the server had stopped taking them: ${outcomes.join(' ')}`,
    );

    const { db, close } = await openDatabase({ pgliteDir: path.join(stopping.dir, 'pglite') });
    try {
      const rows = async <T>(query: SQL) =>
        ((await db.execute(query)) as unknown as { rows: T[] }).rows;
      for (const [index, shopper] of shoppers.entries()) {
        const orders = await rows<{ uuid: string; idempotency_key: string; lines: number }>(
          sql`select o.uuid, o.idempotency_key,
             (select count(*)::int from order_lines l where l.order_uuid = o.uuid) as lines
           from orders o where o.cart_uuid = ${shopper.cart.uuid}`,
        );
        if (outcomes[index] === 201) {
          assert.equal(orders.length, 1, `shopper ${index}: placed once`);
          assert.equal(orders[0]!.idempotency_key, shopper.key, `shopper ${index}: under its key`);
          assert.ok(orders[0]!.lines >= 1, `shopper ${index}: with its lines`);
        } else {
          assert.equal(orders.length, 0, `shopper ${index} was refused: no order`);
        }
      }
      const orphans = await rows(
        sql`select uuid from payments where order_uuid not in (select uuid from orders)`,
      );
      assert.deepEqual(orphans, [], 'no payment without its order');
      const empty = await rows(
        sql`select uuid from orders o
          where not exists (select 1 from order_lines l where l.order_uuid = o.uuid)`,
      );
      assert.deepEqual(empty, [], 'no order without its lines');
    } finally {
      await close();
    }
  });
});

describe('SIGTERM: readiness first, then the subscribers told to reconnect', () => {
  let stopping: Awaited<ReturnType<typeof startServer>>;
  before(async () => {
    stopping = await startServer({ SHUTDOWN_DELAY_MS: '3000', LOG_LEVEL: 'warn' });
  });
  after(async () => {
    await stopping?.server.stop('SIGKILL');
    stopping?.remove();
  });

  it('answers 503 on /health/ready while it still serves, then closes, and ends streams with a retry hint', async () => {
    const { api, server } = stopping;
    assert.equal((await fetch(api('/health/ready'))).status, 200);
    assert.equal((await fetch(api('/health/live'))).status, 200);

    const topic = 'https://bloemenzo.nl/api/order/orders/abc';
    const token = await signHubToken(
      { subject: 'stop-test', subscribe: [topic] },
      new TextEncoder().encode(DEV_HUB_JWT_SECRET),
      new Date(Date.now() + 60_000),
    );
    const stream = await fetch(
      api(`/.well-known/mercure?topic=${encodeURIComponent(topic)}&authorization=${token}`),
      { headers: { accept: 'text/event-stream' } },
    );
    assert.equal(stream.status, 200);
    let received = '';
    const streamEnded = (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of stream.body!) received += decoder.decode(chunk as Uint8Array);
      return Date.now();
    })();

    const signalled = Date.now();
    const exited = server.stop('SIGTERM');
    let ready = await fetch(api('/health/ready'));
    while (ready.status === 200) ready = await fetch(api('/health/ready'));
    const drainingAt = Date.now();
    assert.equal(ready.status, 503);
    assert.equal(((await ready.json()) as { status: string }).status, 'draining');
    // Still serving while load balancers notice: liveness and the shop's requests.
    assert.equal((await fetch(api('/health/live'))).status, 200);
    assert.equal((await fetch(api('/catalogue/categories'))).status, 200);
    assert.ok(Date.now() - signalled < 3000, 'all of that before the delay ran out');

    const endedAt = await streamEnded;
    assert.ok(endedAt - drainingAt >= 2000, 'the stream ended after the delay, not at once');
    assert.match(received, /^retry: \d{4}$/m, 'told when to come back');
    assert.equal(await exited, 0);
    assert.equal(await outcomeOf(fetch(api('/health/ready'))), 'ECONNREFUSED');
  });
});
