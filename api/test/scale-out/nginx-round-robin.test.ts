import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, scratchDatabase, startApiProcess } from '../helpers/api-process';
import { subscribe } from '../helpers/hub';
import { DEMO_COMPANY } from '../helpers/oauth';
import { unknownCardNumber } from '../helpers/gift-card-numbers';
import { payAtMollie } from '../helpers/mollie';

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
if ((!serverUrl || !redisUrl) && process.env.CI)
  throw new Error('DATABASE_URL and REDIS_URL must be set in CI');
const ready = serverUrl && redisUrl && existsSync(nginxBin);

type Json = Record<string, unknown>;

/**
 * Two real API processes behind nginx's round robin, as docker compose runs them when scaled
 * (issue 8): a shopper signs in, fills a cart, orders and pays, is rate limited and sees live
 * updates exactly as with one instance, whichever process each request reaches.
 */
describe(
  'two API processes behind nginx',
  { skip: ready ? false : 'needs DATABASE_URL, REDIS_URL and nginx' },
  () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
    let database: Awaited<ReturnType<typeof scratchDatabase>>;
    const instances: Awaited<ReturnType<typeof startApiProcess>>[] = [];
    let nginx: ChildProcess;
    let base = '';

    before(async () => {
      database = await scratchDatabase(serverUrl!, 'shop_round_robin');
      const [portA, portB, portNginx] = [await freePort(), await freePort(), await freePort()];
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: `rr-${randomBytes(6).toString('hex')}:`,
        MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
        NODE_ENV: 'test',
        // Mollie (the stand-in) reports payments through nginx, to whichever process it picks.
        MOLLIE_WEBHOOK_URL: `http://127.0.0.1:${portNginx}/payments/webhook/mollie`,
      };
      // One after the other: the first migrates and seeds, the second finds it done.
      instances.push(await startApiProcess(portA, env));
      instances.push(await startApiProcess(portB, env));
      writeFileSync(
        path.join(dir, 'nginx.conf'),
        `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream api { server 127.0.0.1:${portA}; server 127.0.0.1:${portB}; }
  server {
    listen 127.0.0.1:${portNginx};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection '';
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`,
      );
      nginx = spawn(nginxBin, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
        stdio: 'ignore',
      });
      base = `http://127.0.0.1:${portNginx}`;
      for (let i = 0; ; i += 1) {
        try {
          if ((await fetch(`${base}/health`)).ok) break;
        } catch {
          if (i > 80) throw new Error('nginx did not start');
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    after(async () => {
      nginx?.kill('SIGTERM');
      for (const instance of instances) await instance.stop('SIGTERM');
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    const call = async (
      method: string,
      url: string,
      options: {
        headers?: Record<string, string>;
        json?: unknown;
        form?: Record<string, string>;
      } = {},
    ) => {
      const response = await fetch(`${base}${url}`, {
        method,
        redirect: 'manual',
        headers: {
          'accept-language': 'en-US',
          ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...options.headers,
        },
        body:
          options.json !== undefined
            ? JSON.stringify(options.json)
            : options.form
              ? new URLSearchParams(options.form).toString()
              : undefined,
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json };
    };
    const signIn = async (username: string) =>
      call('POST', '/token', {
        form: { client_id: 'shop-web', grant_type: 'password', username, password: 'Bloem3n!' },
      });
    /** How many requests each process has logged so far. */
    const served = () =>
      instances.map((instance) => instance.log().split('"msg":"incoming request"').length - 1);

    it('a shopper signs in, fills a cart, orders once and pays, spread over both processes', async () => {
      const before = served();
      const signedIn = await signIn('demo@bloemenzo.nl');
      assert.equal(signedIn.status, 200);
      const bearer = { authorization: `Bearer ${signedIn.body.access_token as string}` };
      for (let i = 0; i < 2; i += 1)
        assert.equal((await call('GET', '/me', { headers: bearer })).status, 200);
      const refreshed = await call('POST', '/token', {
        form: {
          client_id: 'shop-web',
          grant_type: 'refresh_token',
          refresh_token: signedIn.body.refresh_token as string,
        },
      });
      assert.equal(refreshed.status, 200);
      assert.equal(
        (
          await call('GET', '/me', {
            headers: { authorization: `Bearer ${refreshed.body.access_token as string}` },
          })
        ).status,
        200,
      );

      const cart = (await call('POST', '/carts')).body as { uuid: string; secret: string };
      const opened = { 'x-cart-secret': cart.secret };
      const product = (await call('GET', '/catalogue/products/zonnig-boeket')).body as {
        variations: { id: number }[];
      };
      for (let i = 0; i < 2; i += 1) {
        const added = await call('POST', `/carts/${cart.uuid}/lines`, {
          headers: opened,
          json: { variationId: product.variations[0]!.id, quantity: 1 },
        });
        assert.equal(added.status, 200);
      }
      const seen = await call('GET', `/carts/${cart.uuid}`, { headers: opened });
      assert.equal(seen.body.item_count, 2, 'both additions, whichever process took them');

      const date = (
        (await call('GET', '/order/delivery-dates?country=NL')).body['hydra:member'] as {
          date: string;
        }[]
      )[0]!.date;
      const key = { ...opened, 'idempotency-key': randomBytes(12).toString('hex') };
      const order = {
        cart: cart.uuid,
        email: 'demo@bloemenzo.nl',
        deliveryDate: date,
        deliveryAddress: {
          firstname: 'Demo',
          lastname: 'Klant',
          street: 'Oudegracht',
          housenumber: '12',
          postcode: '3511 AB',
          city: 'Utrecht',
          country: 'NL',
        },
        payment: { method: 'ideal', issuer: 'ideal_INGBNL2A' },
      };
      const placed = await call('POST', '/order/orders', { headers: key, json: order });
      const replayed = await call('POST', '/order/orders', { headers: key, json: order });
      assert.deepEqual([placed.status, replayed.status], [201, 200]);
      assert.equal(replayed.body.uuid, placed.body.uuid);
      // Paid on Mollie's page: the stand-in calls the webhook before sending the shopper back.
      await payAtMollie(placed.body.payment_redirect_url as string, 'paid');
      const read = await call('GET', `/order/orders/${placed.body.uuid as string}`, {
        headers: { 'x-order-secret': placed.body.secret as string },
      });
      assert.equal(read.body.status, 'new');

      const after = served();
      assert.ok(
        after.every((count, i) => count - before[i]! >= 5),
        `both processes served the journey (${after.map((c, i) => c - before[i]!).join(' and ')})`,
      );
    });

    it('a rate limit counts over both processes: the eleventh balance lookup a minute is refused', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push(
          (
            await call('POST', '/giftcard/info', {
              json: { cardId: unknownCardNumber(700 + i), verificationCode: '000000' },
            })
          ).status,
        );
      // With a count per process, each would let ten through: twenty before the first refusal.
      assert.deepEqual(statuses, [...Array(10).fill(404), 429]);
    });

    it('a lock taken through one process reaches a live subscriber on the other', async () => {
      const companyUrl = `/relation/companies/${DEMO_COMPANY}`;
      const beheer = {
        authorization: `Bearer ${(await signIn('beheer@bedrijf.nl')).body.access_token as string}`,
      };
      const administratie = {
        authorization: `Bearer ${(await signIn('administratie@bedrijf.nl')).body.access_token as string}`,
      };
      const hubToken = (await call('GET', '/me/hub-token', { headers: administratie })).body
        .token as string;
      // Several subscriptions: round robin puts them on both processes.
      const streams = await Promise.all(
        [1, 2].map(() => subscribe(base, { topics: [`/api${companyUrl}`], token: hubToken })),
      );
      try {
        assert.deepEqual(
          streams.map((stream) => stream.status),
          [200, 200],
        );
        const locked = await call('POST', `${companyUrl}/lock`, { headers: beheer });
        assert.equal(locked.status, 200);
        for (const stream of streams) {
          const event = await stream.next();
          assert.equal(JSON.parse(event.data).activity.user.fullname, 'Beheer Bedrijf');
        }
        const taken = await call('POST', `${companyUrl}/lock`, { headers: administratie });
        assert.equal(taken.status, 409, 'the lock holds on whichever process answers');
      } finally {
        for (const stream of streams) stream.close();
        await call('POST', `${companyUrl}/unlock`, { headers: beheer });
      }
    });
  },
);
