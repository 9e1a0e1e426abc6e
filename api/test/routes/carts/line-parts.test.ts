import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';
import { cartClient, pdf } from '../../helpers/cart';

type Amounts = { incl_vat: number; excl_vat: number; vat: number };
type Part = { kind: string; quantity: number; unit_price: Amounts; total: Amounts };

const added = (parts: { total: Amounts }[]) =>
  (['incl_vat', 'excl_vat', 'vat'] as const).map((key) =>
    parts.reduce((total, part) => total + part.total[key], 0),
  );

for (const target of dbTargets()) {
  describe(`what a cart line's total is made of on ${target.name}`, () => {
    const app = build(target);
    const { newCart, variation, wishCards, addLine, uploadLetter } = cartClient(app);

    it('answers the variation, card and each upsell with quantity, unit price and total, adding up to the line', async () => {
      const cart = await newCart();
      const sunny = await variation('zonnig-boeket', { size: 'M' }); // 34,95 at 9 %
      const balloon = await variation('ballon-gefeliciteerd', { size: 'S' }); // 6,95 at 21 %
      const small = (await wishCards('zonnig-boeket')).find((card) => card.size === 'small')!;
      const [line] = (
        await addLine(cart, {
          variationId: sunny.id,
          quantity: 2,
          card: { id: small.id, text: 'Van harte!' },
          upsells: [{ variationId: balloon.id, quantity: 3 }],
        })
      ).json().lines;
      assert.deepEqual(line.price_parts, [
        {
          kind: 'variation',
          name: 'Zonnig boeket',
          properties: line.properties,
          quantity: 2,
          unit_price: { incl_vat: 3495, excl_vat: 3206, vat: 289, vat_rate_bp: 900 },
          total: { incl_vat: 6990, excl_vat: 6412, vat: 578, vat_rate_bp: 900 },
        },
        {
          kind: 'card',
          name: 'Gefeliciteerd',
          quantity: 2,
          unit_price: { incl_vat: 195, excl_vat: 179, vat: 16, vat_rate_bp: 900 },
          total: { incl_vat: 390, excl_vat: 358, vat: 32, vat_rate_bp: 900 },
        },
        {
          kind: 'upsell',
          name: 'Ballon Gefeliciteerd',
          properties: { size: 'Klein', colour: 'Geel' },
          quantity: 3,
          unit_price: { incl_vat: 695, excl_vat: 574, vat: 121, vat_rate_bp: 2100 },
          total: { incl_vat: 2085, excl_vat: 1722, vat: 363, vat_rate_bp: 2100 },
        },
      ]);
      const { incl_vat, excl_vat, vat } = line.total;
      assert.deepEqual(added(line.price_parts), [incl_vat, excl_vat, vat]);
    });

    it('splits each part into VAT on its own, so the parts add up to the unit price excl. VAT too', async () => {
      const cart = await newCart();
      const letter = (
        await uploadLetter(cart, { name: 'brief.pdf', type: 'application/pdf', content: pdf })
      ).json();
      const roses = await variation('rode-rozen', { size: 'S' }); // 29,95 + 3,95 personalization
      const [line] = (
        await addLine(
          cart,
          {
            variationId: roses.id,
            quantity: 3,
            personalization: true,
            design: { lines: ['Oma'] },
            letterId: letter.id,
          },
          { 'x-site-context': 'be', 'accept-language': 'fr-BE' },
        )
      ).json().lines;
      const parts = line.price_parts as Part[];
      assert.deepEqual(
        parts.map((part) => [part.kind, part.quantity]),
        [
          ['variation', 3],
          ['personalization', 3],
          ['letter', 3],
        ],
      );
      for (const key of ['incl_vat', 'excl_vat', 'vat'] as const)
        assert.equal(
          parts.reduce((total, part) => total + part.unit_price[key], 0),
          line.unit_price[key],
          key,
        );
      assert.deepEqual(added(parts), [line.total.incl_vat, line.total.excl_vat, line.total.vat]);
      // Each part is what the product page shows for it: 29,95 at the Belgian 6 %.
      assert.deepEqual(parts[0]!.unit_price, {
        incl_vat: 2995,
        excl_vat: 2825,
        vat: 170,
        vat_rate_bp: 600,
      });
    });

    it('names the line’s parts in the language asked for', async () => {
      const cart = await newCart();
      const sunny = await variation('zonnig-boeket', { size: 'M' });
      await addLine(cart, { variationId: sunny.id, quantity: 1 });
      const view = (language: string) =>
        app()
          .inject({
            method: 'GET',
            url: `/carts/${cart.uuid}`,
            headers: { 'x-cart-secret': cart.secret, 'accept-language': language },
          })
          .then((response) => response.json().lines[0]);
      const [dutch, english] = [await view('nl-NL'), await view('en-US')];
      assert.equal(dutch.price_parts[0].properties.size, 'Middel');
      assert.equal(english.price_parts[0].properties.size, 'Medium');
      assert.deepEqual(english.price_parts[0].properties, english.properties);
    });
  });
}
