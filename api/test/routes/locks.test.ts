import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { build, dbTargets } from '../helpers/build';
import { createCustomer, DEMO_COMPANY, demoCompanyPeople, signIn } from '../helpers/oauth';

const companyUrl = `/relation/companies/${DEMO_COMPANY}`;
const LOCK_TTL_SECONDS = 2;

for (const target of dbTargets()) {
  describe(`locks on ${target.name}`, () => {
    const app = build(target, { lockTtlSeconds: LOCK_TTL_SECONDS });
    let people: Awaited<ReturnType<typeof demoCompanyPeople>>;
    before(async () => {
      people = await demoCompanyPeople(app());
    });
    const post = (action: 'lock' | 'unlock', headers: Record<string, string>) =>
      app().inject({ method: 'POST', url: `${companyUrl}/${action}`, headers });
    const activityOf = async () =>
      (await app().inject({ method: 'GET', url: companyUrl, headers: people.inkoop })).json()
        .activity;

    it('sets the activity on lock: event, user, timestamp and expires_at after the TTL', async () => {
      const before = Date.now();
      const response = await post('lock', people.beheer);
      assert.equal(response.statusCode, 200);
      const { activity, '@id': id } = response.json();
      assert.equal(id, `/api${companyUrl}`);
      assert.equal(activity.event, 'lock');
      assert.equal(activity.user.fullname, 'Beheer Bedrijf');
      assert.match(activity.user.uuid, /^[0-9a-f-]{36}$/);
      const lifetime = Date.parse(activity.expires_at) - Date.parse(activity.timestamp);
      assert.ok(Math.abs(lifetime - LOCK_TTL_SECONDS * 1000) < 50, `lifetime ${lifetime}`);
      assert.ok(Math.abs(Date.parse(activity.timestamp) - before) < 2000);
      assert.deepEqual(await activityOf(), activity);
    });

    it('renews the lock when its holder takes it again', async () => {
      const first = (await post('lock', people.beheer)).json().activity;
      await sleep(50);
      const renewed = await post('lock', people.beheer);
      assert.equal(renewed.statusCode, 200);
      assert.ok(Date.parse(renewed.json().activity.expires_at) > Date.parse(first.expires_at));
    });

    it('refuses the lock, the unlock and an update to anyone else with a 409 naming the holder', async () => {
      await post('lock', people.beheer);
      for (const response of [
        await post('lock', people.administratie),
        await post('unlock', people.administratie),
        await app().inject({
          method: 'PUT',
          url: companyUrl,
          headers: people.administratie,
          payload: { name: 'Overgenomen B.V.' },
        }),
      ]) {
        assert.equal(response.statusCode, 409);
        const body = response.json();
        assert.match(
          body['hydra:description'],
          /^Being edited by Beheer Bedrijf until \d{2}:\d{2}( [AP]M)?\. You can change it after that\.$/,
        );
        assert.equal(body.activity.user.fullname, 'Beheer Bedrijf');
      }
      assert.equal((await activityOf()).user.fullname, 'Beheer Bedrijf');
      // The holder's own update goes through.
      const own = await app().inject({
        method: 'PUT',
        url: companyUrl,
        headers: people.beheer,
        payload: { name: 'Bloemenhandel De Tulp B.V.', chamber_of_commerce_number: '12345678' },
      });
      assert.equal(own.statusCode, 200);
    });

    it('clears the activity on unlock, after which someone else may lock', async () => {
      await post('lock', people.beheer);
      const released = await post('unlock', people.beheer);
      assert.equal(released.statusCode, 200);
      assert.equal(released.json().activity, null);
      assert.equal(await activityOf(), null);
      // Unlocking what nobody holds is no error.
      assert.equal((await post('unlock', people.beheer)).statusCode, 200);
      assert.equal((await post('lock', people.administratie)).statusCode, 200);
      assert.equal((await post('unlock', people.administratie)).statusCode, 200);
    });

    it('treats an expired lock as no lock on the server', async () => {
      await post('lock', people.beheer);
      assert.equal(
        (
          await app().inject({
            method: 'PUT',
            url: companyUrl,
            headers: people.administratie,
            payload: { name: 'Nog niet' },
          })
        ).statusCode,
        409,
      );
      await sleep(LOCK_TTL_SECONDS * 1000 + 200);
      assert.equal(await activityOf(), null);
      const update = await app().inject({
        method: 'PUT',
        url: companyUrl,
        headers: people.administratie,
        payload: { name: 'Bloemenhandel De Tulp B.V.' },
      });
      assert.equal(update.statusCode, 200);
      const taken = await post('lock', people.administratie);
      assert.equal(taken.statusCode, 200);
      assert.equal(taken.json().activity.user.fullname, 'Administratie Bedrijf');
      await post('unlock', people.administratie);
    });

    it('lets exactly one of several people racing for a free lock win', async () => {
      const racers = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const customer = await createCustomer(app(), {
            companyUuid: DEMO_COMPANY,
            permissions: ['company.read', 'company.update'],
          });
          const { access_token } = await signIn(app(), customer.email, customer.password);
          return { uuid: customer.uuid, headers: { authorization: `Bearer ${access_token}` } };
        }),
      );
      const responses = await Promise.all(racers.map((racer) => post('lock', racer.headers)));
      const statuses = responses.map((response) => response.statusCode).sort();
      assert.deepEqual(statuses, [200, 409, 409, 409, 409, 409]);
      const winner = racers[responses.findIndex((response) => response.statusCode === 200)]!;
      assert.equal((await activityOf()).user.uuid, winner.uuid);
      await post('unlock', winner.headers);
    });

    it('answers 403 without company.update and 404 for another company', async () => {
      assert.equal((await post('lock', people.inkoop)).statusCode, 403);
      assert.equal((await post('unlock', people.inkoop)).statusCode, 403);
      const other = await app().inject({
        method: 'POST',
        url: '/relation/companies/00000000-0000-4000-8000-000000000000/lock',
        headers: people.beheer,
      });
      assert.equal(other.statusCode, 404);
      assert.equal(await activityOf(), null);
    });
  });
}
