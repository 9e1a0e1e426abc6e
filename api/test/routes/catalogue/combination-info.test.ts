import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';

for (const target of dbTargets()) {
  describe(`POST /catalogue/combination-info on ${target.name}`, () => {
    const app = build(target);
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      app().inject({
        method: 'POST',
        url: '/catalogue/combination-info',
        payload: payload as object,
        headers,
      });

    it('answers products that go well with it, shaped like list members', async () => {
      const response = await post({ product: 'rode-rozen' }, { 'accept-language': 'en-US' });
      assert.equal(response.statusCode, 200);
      const members = response.json()['hydra:member'];
      assert.deepEqual(
        members.map((p: { slug: string }) => p.slug),
        ['vaas-glas', 'bonbons-doos', 'geurkaars'],
      );
      const listed = (
        await app().inject({
          method: 'GET',
          url: '/catalogue/products?search=vase',
          headers: { 'accept-language': 'en-US' },
        })
      ).json()['hydra:member'][0];
      assert.deepEqual(members[0], listed);
    });

    it('never suggests the product itself', async () => {
      const members = (await post({ product: 'geurkaars' })).json()['hydra:member'];
      assert.equal(members.length, 3);
      assert.ok(members.every((p: { slug: string }) => p.slug !== 'geurkaars'));
    });

    it('answers 404 for an unknown product and 400 for anything but a slug', async () => {
      assert.equal((await post({ product: 'bestaat-niet' })).statusCode, 404);
      assert.equal((await post({ product: 'rode-rozen', page: 2 })).statusCode, 400);
      assert.equal((await post({})).statusCode, 400);
    });
  });
}
