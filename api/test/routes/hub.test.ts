import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { signHubToken } from '../../src/domain/hub-tokens';
import { build, dbTargets } from '../helpers/build';
import { listen, subscribe } from '../helpers/hub';
import { createCustomer, DEMO_COMPANY, demoCompanyPeople, signIn } from '../helpers/oauth';
import { mollieSettings } from '../helpers/mollie';

const companyUrl = `/relation/companies/${DEMO_COMPANY}`;
/** The company's IRI, its hub topic (ADR 0042): its URL on the site, under /api. */
const companyIri = `/api${companyUrl}`;
const otherCompany = '/api/relation/companies/00000000-0000-4000-8000-000000000000';
const HUB_SECRET = 'hub-secret-of-this-test-file-0123456789';

for (const target of dbTargets()) {
  describe(`live update hub on ${target.name}`, () => {
    const app = build(target, { hub: { secret: HUB_SECRET, heartbeatMs: 100 } });
    let baseUrl: string;
    let people: Awaited<ReturnType<typeof demoCompanyPeople>>;
    let token: string;
    before(async () => {
      baseUrl = await listen(app());
      people = await demoCompanyPeople(app());
      const response = await app().inject({
        method: 'GET',
        url: '/me/hub-token',
        headers: people.beheer,
      });
      token = response.json().token;
    });

    it('gives a signed-in customer a short-lived token for the topics they may read', async () => {
      const response = await app().inject({
        method: 'GET',
        url: '/me/hub-token',
        headers: people.inkoop,
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'no-store');
      const body = response.json();
      assert.equal(body.hub, '/.well-known/mercure');
      // The company, the buyer's own address book, their orders (ADR 0039) and the company's book.
      const ownBook = /^\/api\/relation\/customers\/[0-9a-f-]{36}\/addresses$/;
      const ownOrders = /^\/api\/relation\/customers\/[0-9a-f-]{36}\/orders$/;
      assert.equal(body.topics.length, 4);
      assert.equal(body.topics[0], companyIri);
      assert.match(body.topics[1], ownBook);
      assert.match(body.topics[2], ownOrders);
      assert.equal(body.topics[3], `${companyIri}/addresses`);
      assert.ok(body.expires_in > 0 && body.expires_in <= 900);
      const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
      assert.deepEqual(claims.mercure, { subscribe: body.topics });
      assert.ok(claims.exp - claims.iat === body.expires_in);

      const privateCustomer = await createCustomer(app());
      const { access_token } = await signIn(app(), privateCustomer.email, privateCustomer.password);
      const none = await app().inject({
        method: 'GET',
        url: '/me/hub-token',
        headers: { authorization: `Bearer ${access_token}` },
      });
      // A private customer: their own address book and orders only.
      assert.equal(none.json().topics.length, 2);
      assert.match(none.json().topics[0], ownBook);
      assert.match(none.json().topics[1], ownOrders);
      assert.equal((await app().inject({ method: 'GET', url: '/me/hub-token' })).statusCode, 401);
    });

    it('refuses a subscriber without a token, with an invalid or expired one, or without a topic', async () => {
      const missing = await subscribe(baseUrl, { topics: [companyIri] });
      assert.equal(missing.status, 401);
      assert.equal(missing.headers.get('www-authenticate'), 'Bearer');

      const forged = await signHubToken(
        { subject: 'x', subscribe: ['*'] },
        new TextEncoder().encode('another-secret-entirely-0123456789abcdef'),
        new Date(Date.now() + 60_000),
      );
      const expired = await signHubToken(
        { subject: 'x', subscribe: [companyIri] },
        new TextEncoder().encode(HUB_SECRET),
        new Date(Date.now() - 1000),
      );
      for (const bad of [forged, expired, 'not.a.token']) {
        const refused = await subscribe(baseUrl, { topics: [companyIri], token: bad });
        assert.equal(refused.status, 401);
        assert.equal(refused.headers.get('www-authenticate'), 'Bearer error="invalid_token"');
      }
      // An access token is no subscriber token (different key, no mercure claim).
      const accessToken = people.beheer.authorization.slice('Bearer '.length);
      assert.equal(
        (await subscribe(baseUrl, { topics: [companyIri], token: accessToken })).status,
        401,
      );

      const noTopic = await subscribe(baseUrl, { topics: [], token });
      assert.equal(noTopic.status, 400);
    });

    it("refuses a topic the token does not grant, such as another company's", async () => {
      for (const topics of [
        [otherCompany],
        [companyIri, otherCompany],
        ['/api/relation/companies/{uuid}'],
      ]) {
        const refused = await subscribe(baseUrl, { topics, token });
        assert.equal(refused.status, 403, topics.join(' '));
        assert.equal(
          (refused.body as Record<string, string>)['hydra:title'],
          'You do not have access to this page',
        );
      }
    });

    it('streams a lock, an update and an unlock of the company to its subscriber', async () => {
      const stream = await subscribe(baseUrl, { topics: [companyIri], token });
      try {
        assert.equal(stream.status, 200);
        assert.match(stream.headers.get('content-type')!, /^text\/event-stream/);
        assert.equal(stream.headers.get('x-accel-buffering'), 'no');

        await app().inject({
          method: 'POST',
          url: `${companyUrl}/lock`,
          headers: people.administratie,
        });
        const locked = await stream.next();
        assert.match(locked.id!, /^urn:uuid:[0-9a-f-]{36}$/);
        assert.equal(locked.event, undefined);
        const item = JSON.parse(locked.data);
        assert.equal(item['@id'], companyIri);
        assert.equal(item.activity.event, 'lock');
        assert.equal(item.activity.user.fullname, 'Administratie Bedrijf');

        await app().inject({
          method: 'PUT',
          url: companyUrl,
          headers: people.administratie,
          payload: { name: 'Live Bijgewerkt B.V.' },
        });
        const updated = JSON.parse((await stream.next((event) => event.id !== locked.id)).data);
        assert.equal(updated.name, 'Live Bijgewerkt B.V.');

        await app().inject({
          method: 'POST',
          url: `${companyUrl}/unlock`,
          headers: people.administratie,
        });
        const unlocked = await stream.next((event) => JSON.parse(event.data).activity === null);
        assert.notEqual(unlocked.id, locked.id);
      } finally {
        stream.close();
      }
    });

    it('sends only the topics subscribed to, with the event type when one is given', async () => {
      const wildcardToken = (await app().hub.signToken('test', ['*'])).token;
      const stream = await subscribe(baseUrl, {
        topics: ['/api/relation/companies/{uuid}'],
        token: wildcardToken,
      });
      try {
        await app().hub.publish('/elsewhere/1', { n: 1 });
        await app().hub.publish(otherCompany, { n: 2 }, { type: 'company-changed' });
        const event = await stream.next();
        assert.deepEqual(JSON.parse(event.data), { n: 2 });
        assert.equal(event.event, 'company-changed');
        assert.equal(stream.events.length, 1);
      } finally {
        stream.close();
      }
    });

    it('accepts the token as a bearer header or as the mercureAuthorization cookie', async () => {
      for (const via of ['header', 'cookie'] as const) {
        const stream = await subscribe(baseUrl, { topics: [companyIri], token, via });
        assert.equal(stream.status, 200, via);
        stream.close();
      }
    });

    it('keeps idle streams alive with heartbeat comment lines', async () => {
      const stream = await subscribe(baseUrl, { topics: [companyIri], token });
      try {
        await sleep(350);
        assert.ok(stream.comments.filter((comment) => comment === 'heartbeat').length >= 2);
        assert.equal(stream.events.length, 0);
      } finally {
        stream.close();
      }
    });

    it('replays what a subscriber missed after the Last-Event-ID it sends', async () => {
      const first = await subscribe(baseUrl, { topics: [companyIri], token });
      await app().hub.publish(companyIri, { n: 1 });
      const seen = await first.next();
      first.close();
      await app().hub.publish(companyIri, { n: 2 });
      await app().hub.publish(otherCompany, { n: 'not yours' });
      await app().hub.publish(companyIri, { n: 3 });
      const again = await subscribe(baseUrl, { topics: [companyIri], token, lastEventId: seen.id });
      try {
        await again.next((event) => JSON.parse(event.data).n === 3);
        assert.deepEqual(
          again.events.map((event) => JSON.parse(event.data).n),
          [2, 3],
        );
      } finally {
        again.close();
      }
    });
  });
}

describe('closing the app', () => {
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  before(async () => {
    handle = await openDatabase({ pgliteDir: 'memory://' });
  });
  after(() => handle.close());

  it("ends every subscriber's stream, so the server can close", async () => {
    const app = await buildApp({
      db: handle.db,
      logLevel: 'silent',
      payments: { mollie: await mollieSettings() },
    });
    const baseUrl = await listen(app);
    const { token } = await app.hub.signToken('test', ['*']);
    const stream = await subscribe(baseUrl, { topics: ['/anything'], token });
    assert.equal(stream.status, 200);
    const closed = app.close();
    await Promise.race([
      Promise.all([closed, stream.ended]),
      sleep(3000).then(() => assert.fail('the app did not close within 3 s')),
    ]);
  });
});
