import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';
import { cartClient, pdf, type CartRef } from '../../helpers/cart';

type Amounts = { incl_vat: number; excl_vat: number; vat: number; vat_rate_bp?: number | null };

for (const target of dbTargets()) {
  describe(`prices and options of cart lines on ${target.name}`, () => {
    const app = build(target);
    const { newCart, variation, wishCards, addLine, uploadLetter } = cartClient(app);
    const letterFor = async (cart: CartRef) =>
      (
        await uploadLetter(cart, { name: 'brief.pdf', type: 'application/pdf', content: pdf })
      ).json();

    it('prices a line from the catalogue: variation, card, letter and upsells, in cents', async () => {
      const cart = await newCart();
      const letter = await letterFor(cart);
      const sunny = await variation('zonnig-boeket', { size: 'M' }); // 34,95 at 9 %
      const balloon = await variation('ballon-gefeliciteerd', { size: 'S' }); // 6,95 at 21 %
      const small = (await wishCards('zonnig-boeket')).find((card) => card.size === 'small')!;
      const body = (
        await addLine(cart, {
          variationId: sunny.id,
          quantity: 2,
          card: { id: small.id, text: 'Van harte!\r\nAnna' },
          upsells: [{ variationId: balloon.id, quantity: 3, text: 'Hoera 🎉' }],
        })
      ).json();
      const [line] = body.lines;
      // One item: 34,95 + card 1,95 = 36,90, all at the flowers' rate (the card travels along).
      assert.deepEqual(line.unit_price, {
        incl_vat: 3690,
        excl_vat: 3385,
        vat: 305,
        vat_rate_bp: 900,
      });
      assert.deepEqual(line.card, {
        id: small.id,
        name: 'Gefeliciteerd',
        text: 'Van harte!\nAnna',
        price: { incl_vat: 195, excl_vat: 179, vat: 16, vat_rate_bp: 900 },
      });
      assert.deepEqual(line.upsells, [
        {
          variation_id: balloon.id,
          name: 'Ballon Gefeliciteerd',
          properties: { size: 'Klein', colour: 'Geel' },
          quantity: 3,
          text: 'Hoera ',
          unit_price: { incl_vat: 695, excl_vat: 574, vat: 121, vat_rate_bp: 2100 },
          total: { incl_vat: 2085, excl_vat: 1722, vat: 363, vat_rate_bp: 2100 },
        },
      ]);
      // 2 × 36,90 + 3 × 6,95; two VAT rates, so the line names none.
      assert.deepEqual(line.total, {
        incl_vat: 7380 + 2085,
        excl_vat: 6770 + 1722,
        vat: 610 + 363,
        vat_rate_bp: null,
      });
      assert.deepEqual(body.totals, { incl_vat: 9465, excl_vat: 8492, vat: 973 });

      const withLetter = (
        await addLine(cart, { variationId: sunny.id, quantity: 1, letterId: letter.id })
      ).json();
      const letterLine = withLetter.lines[1];
      assert.deepEqual(letterLine.letter, {
        id: letter.id,
        file_name: 'brief.pdf',
        price: { incl_vat: 295, excl_vat: 271, vat: 24, vat_rate_bp: 900 },
      });
      assert.equal(letterLine.unit_price.incl_vat, 3495 + 295);
      assert.equal(withLetter.totals.incl_vat, 9465 + 3790);
    });

    it('adds the personalization’s price to every item, at the product’s rate on each site', async () => {
      const cart = await newCart();
      const roses = await variation('rode-rozen', { size: 'S' }); // 29,95 + 3,95
      const line = (
        await addLine(
          cart,
          {
            variationId: roses.id,
            quantity: 2,
            personalization: true,
            design: { lines: ['Anna'] },
          },
          { 'x-site-context': 'be' },
        )
      ).json().lines[0];
      assert.equal(line.personalization, true);
      assert.deepEqual(line.personalization_price, {
        incl_vat: 395,
        excl_vat: 373,
        vat: 22,
        vat_rate_bp: 600,
      });
      assert.deepEqual(line.unit_price, {
        incl_vat: 3390,
        excl_vat: 3198,
        vat: 192,
        vat_rate_bp: 600,
      });
      assert.deepEqual(line.total, { incl_vat: 6780, excl_vat: 6396, vat: 384, vat_rate_bp: 600 });
    });

    it('adds the same choice to its line, and keeps other choices on lines of their own', async () => {
      const cart = await newCart();
      const sunny = await variation('zonnig-boeket', { size: 'M' });
      const small = (await wishCards('zonnig-boeket')).find((card) => card.size === 'small')!;
      const chocolates = await variation('bonbons-doos', { size: 'S' });
      const withCard = (text: string) => ({
        variationId: sunny.id,
        quantity: 1,
        card: { id: small.id, text },
        upsells: [{ variationId: chocolates.id, quantity: 1 }],
      });
      await addLine(cart, { variationId: sunny.id, quantity: 1 });
      await addLine(cart, withCard('Voor Anna'));
      await addLine(cart, withCard('Voor Anna'));
      const body = (await addLine(cart, withCard('Voor Bram'))).json();
      assert.deepEqual(
        body.lines.map((line: { quantity: number; card: { text: string } | null }) => [
          line.card?.text ?? null,
          line.quantity,
        ]),
        [
          [null, 1],
          ['Voor Anna', 2],
          ['Voor Bram', 1],
        ],
      );
      assert.equal(body.lines[1].upsells[0].quantity, 2);
      assert.equal(body.item_count, 4);
      const sum = (key: 'incl_vat' | 'excl_vat' | 'vat') =>
        body.lines.reduce((total: number, line: { total: Amounts }) => total + line.total[key], 0);
      assert.deepEqual(body.totals, {
        incl_vat: sum('incl_vat'),
        excl_vat: sum('excl_vat'),
        vat: sum('vat'),
      });
    });

    it('shows the vase a variation comes with among its properties', async () => {
      const cart = await newCart();
      const withVase = await variation('pluktuin-boeket', { size: 'M', vase: 'glass' });
      const line = (
        await addLine(cart, { variationId: withVase.id, quantity: 1 }, { 'accept-language': 'en' })
      ).json().lines[0];
      assert.deepEqual(line.properties, {
        size: 'Medium',
        colour: 'Mixed',
        vase: 'With glass vase',
      });
      assert.equal(line.unit_price.incl_vat, 3795 + 1295);
    });
  });
}
