import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';

type Card = {
  id: number;
  name: string;
  productGroupId: number;
  size: string;
  image: string;
  bgImage: string;
  thumbnail: string;
  isHandwritten: boolean;
  price: { incl_vat: number; vat_rate_bp: number };
};

for (const target of dbTargets()) {
  describe(`GET /catalogue/wish-cards on ${target.name}`, () => {
    const app = build(target);
    const cards = async (query: string, headers: Record<string, string> = {}) =>
      app().inject({ method: 'GET', url: `/catalogue/wish-cards?${query}`, headers });

    it('offers only funeral cards with a funeral product, every field filled', async () => {
      const response = await cards('product=rouwkrans-wit', { 'accept-language': 'en-US' });
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body['@type'], 'hydra:Collection');
      const members = body['hydra:member'] as Card[];
      assert.equal(body['hydra:totalItems'], members.length);
      assert.ok(members.length >= 2);
      assert.ok(members.every((card) => card.size === 'funeral' && card.productGroupId === 11));
      const [first] = members;
      assert.deepEqual(first, {
        '@id': `/api/catalogue/wish-cards/${first!.id}`,
        '@type': 'WishCard',
        id: first!.id,
        name: 'White lily',
        productGroupId: 11,
        size: 'funeral',
        image: `/api/media/wish-cards/${first!.id}.svg`,
        bgImage: `/api/media/wish-cards/${first!.id}-background.svg`,
        thumbnail: `/api/media/wish-cards/${first!.id}-thumbnail.svg`,
        isHandwritten: false,
        price: { incl_vat: 295, excl_vat: 271, vat: 24, vat_rate_bp: 900 },
      });
      assert.ok(members.some((card) => card.isHandwritten));
    });

    it('offers small and big cards, never funeral ones, with other products', async () => {
      const members = (await cards('product=zonnig-boeket')).json()['hydra:member'] as Card[];
      assert.deepEqual([...new Set(members.map((card) => card.size))].sort(), ['big', 'small']);
      assert.ok(members.every((card) => card.productGroupId === 10));
    });

    it('prices a card at the VAT rate of the product it goes with', async () => {
      const withGift = (await cards('product=geurkaars')).json()['hydra:member'][0] as Card;
      const withFlowers = (await cards('product=zonnig-boeket')).json()['hydra:member'][0] as Card;
      assert.equal(withGift.price.incl_vat, withFlowers.price.incl_vat);
      assert.equal(withGift.price.vat_rate_bp, 2100);
      assert.equal(withFlowers.price.vat_rate_bp, 900);
    });

    it('offers none with a product that takes no card', async () => {
      assert.deepEqual((await cards('product=rouwlint-rozen')).json()['hydra:member'], []);
    });

    it('answers 404 for an unknown product and 400 without one', async () => {
      assert.equal((await cards('product=bestaat-niet')).statusCode, 404);
      const missing = await cards('', { 'accept-language': 'en' });
      assert.equal(missing.statusCode, 400);
      assert.equal(missing.json().violations[0].propertyPath, 'product');
    });

    it('draws each card’s image, background and thumbnail', async () => {
      const [card] = (await cards('product=zonnig-boeket')).json()['hydra:member'] as Card[];
      for (const url of [card!.image, card!.bgImage, card!.thumbnail]) {
        const svg = await app().inject({ method: 'GET', url: url.replace(/^\/api/, '') });
        assert.equal(svg.statusCode, 200, url);
        assert.match(svg.headers['content-type'] as string, /^image\/svg\+xml/);
        assert.match(svg.body, new RegExp(`^<svg [^>]*aria-label="${card!.name}"`));
      }
      assert.equal(
        (await app().inject({ method: 'GET', url: '/media/wish-cards/99999.svg' })).statusCode,
        404,
      );
      assert.equal(
        (await app().inject({ method: 'GET', url: '/media/wish-cards/1-x.svg' })).statusCode,
        400,
      );
    });
  });
}
