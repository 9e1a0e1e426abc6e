import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, scratchDatabase, startApiProcess } from '../helpers/api-process';
import { cardPayment, dutchAddress } from '../helpers/order-input';

const serverUrl = process.env.DATABASE_URL;
type PlacedOrder = { uuid: string; secret: string };
if (!serverUrl && process.env.CI) throw new Error('DATABASE_URL must be set in CI');

/**
 * The real server process (src/server.ts) killed and started again in the middle of a checkout
 * (issue 8): no order lost, none duplicated; a deploy's SIGTERM lets a request in flight finish.
 * PostgreSQL only: the database must outlive the process.
 */
describe(
  'the API process restarted during checkout',
  { skip: serverUrl ? false : 'DATABASE_URL is not set' },
  () => {
    const outbox = mkdtempSync(path.join(os.tmpdir(), 'shop-restart-'));
    let database: Awaited<ReturnType<typeof scratchDatabase>>;
    let port = 0;
    let server: Awaited<ReturnType<typeof startApiProcess>> | null = null;
    let placing = false;
    const api = (p: string) => `http://127.0.0.1:${port}${p}`;

    async function start() {
      server = await startApiProcess(port, {
        DATABASE_URL: database.url,
        REDIS_URL: '',
        MAIL_OUTBOX_DIR: outbox,
        NODE_ENV: 'test',
      });
    }
    function stop(signal: NodeJS.Signals) {
      const child = server!;
      server = null;
      return child.stop(signal);
    }

    before(async () => {
      database = await scratchDatabase(serverUrl!, 'shop_restart');
      port = await freePort();
      await start();
    });
    after(async () => {
      if (server) await stop('SIGKILL');
      await database?.drop();
      rmSync(outbox, { recursive: true, force: true });
    });

    async function filledCart() {
      const cart = (await (await fetch(api('/carts'), { method: 'POST' })).json()) as {
        uuid: string;
        secret: string;
      };
      const product = (await (await fetch(api('/catalogue/products/zonnig-boeket'))).json()) as {
        variations: { id: number }[];
      };
      const added = await fetch(api(`/carts/${cart.uuid}/lines`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-cart-secret': cart.secret },
        body: JSON.stringify({ variationId: product.variations[0]!.id, quantity: 1 }),
      });
      assert.equal(added.status, 200);
      return cart;
    }
    async function place(cart: { uuid: string; secret: string }, key: string) {
      const dates = (await (await fetch(api('/order/delivery-dates?country=NL'))).json()) as {
        'hydra:member': { date: string }[];
      };
      placing = true;
      return fetch(api('/order/orders'), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-cart-secret': cart.secret,
          'idempotency-key': key,
        },
        body: JSON.stringify({
          cart: cart.uuid,
          email: 'herstart@example.nl',
          deliveryDate: dates['hydra:member'][0]!.date,
          deliveryAddress: dutchAddress,
          payment: await cardPayment(),
        }),
      });
    }
    const ordersOf = async (cart: string) => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query('select uuid from orders where cart_uuid = $1', [cart])).rows;
      } finally {
        await client.end();
      }
    };

    it('a crash after the order was placed: the retry after the restart answers that order, once', async () => {
      const cart = await filledCart();
      const key = randomBytes(12).toString('hex');
      const first = await place(cart, key);
      assert.equal(first.status, 201);
      const order = (await first.json()) as PlacedOrder;

      // The process dies (a crash, an OOM kill): whatever the shopper saw, they try again.
      await stop('SIGKILL');
      await assert.rejects(fetch(api('/health')), 'nothing answers while it is down');
      await start();

      const retry = await place(cart, key);
      assert.equal(retry.status, 200);
      const again = (await retry.json()) as PlacedOrder;
      assert.equal(again.uuid, order.uuid);
      assert.equal(again.secret, order.secret, 'the retry can read its order');
      const read = await fetch(api(`/order/orders/${order.uuid}`), {
        headers: { 'x-order-secret': again.secret },
      });
      assert.equal(read.status, 200);
      assert.equal(((await read.json()) as { status: string }).status, 'new');
      assert.deepEqual(await ordersOf(cart.uuid), [{ uuid: order.uuid }]);
    });

    it('a deploy stops the process gracefully: the order being placed is finished first', async () => {
      const cart = await filledCart();
      placing = false;
      const log = server!.log;
      const logged = log().length;
      const answered = place(cart, randomBytes(12).toString('hex'));
      // SIGTERM once the server has the request: it stops listening, finishes it, then exits.
      while (!(placing && /"method":"POST","url":"\/order\/orders"/.test(log().slice(logged))))
        await new Promise((resolve) => setTimeout(resolve, 5));
      const exited = stop('SIGTERM');
      const answer = await answered;
      assert.equal(answer.status, 201);
      assert.equal(await exited, 0);
      assert.equal((await ordersOf(cart.uuid)).length, 1);
      await start();
    });
  },
);
