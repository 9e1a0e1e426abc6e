import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../helpers/build';
import { cartClient } from '../../helpers/cart';

const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => `regel ${i + 1}`).join('\n');

for (const target of dbTargets()) {
  describe(`wish card refusals of POST /carts/:uuid/lines on ${target.name}`, () => {
    const app = build(target);
    const { newCart, variation, wishCards, addLine } = cartClient(app);

    /** Adds the line to a fresh cart and answers the refusal's violations (and status). */
    async function refusal(payload: Record<string, unknown>, language = 'nl-NL') {
      const response = await addLine(await newCart(), payload, { 'accept-language': language });
      assert.equal(response.statusCode, 400, response.body);
      const body = response.json();
      assert.equal(body['@type'], 'hydra:Error');
      return body.violations as { propertyPath: string; message: string; code: string }[];
    }
    const cardOfSize = async (slug: string, size: string) =>
      (await wishCards(slug)).find((card) => card.size === size)!;

    it('refuses a funeral card with a bouquet', async () => {
      const sunny = await variation('zonnig-boeket', { size: 'M' });
      const funeralCard = await cardOfSize('rouwkrans-wit', 'funeral');
      assert.deepEqual(
        await refusal({
          variationId: sunny.id,
          quantity: 1,
          card: { id: funeralCard.id, text: 'x' },
        }),
        [
          {
            propertyPath: 'card.id',
            message: 'Dit kaartje kan niet bij dit product besteld worden',
            code: 'validation.cardNotAllowed',
          },
        ],
      );
    });

    it('refuses any card with a product that takes none', async () => {
      const ribbon = await variation('rouwlint-rozen', { size: 'S' });
      const funeralCard = await cardOfSize('rouwkrans-wit', 'funeral');
      const violations = await refusal({
        variationId: ribbon.id,
        quantity: 1,
        personalization: true,
        design: { lines: ['Rust zacht', ''] },
        card: { id: funeralCard.id, text: 'In liefdevolle herinnering' },
      });
      assert.deepEqual(
        violations.map((v) => v.code),
        ['validation.cardNotAllowed'],
      );
    });

    it('refuses a card text over its size’s characters, naming the maximum', async () => {
      const sunny = await variation('zonnig-boeket', { size: 'M' });
      const small = await cardOfSize('zonnig-boeket', 'small');
      const fits = await addLine(await newCart(), {
        variationId: sunny.id,
        quantity: 1,
        card: { id: small.id, text: 'a'.repeat(320) },
      });
      assert.equal(fits.statusCode, 200);
      assert.deepEqual(
        await refusal({
          variationId: sunny.id,
          quantity: 1,
          card: { id: small.id, text: 'a'.repeat(321) },
        }),
        [
          {
            propertyPath: 'card.text',
            message: 'Maximaal aantal karakters van 320 is overschreden.',
            code: 'validation.cardCharacters',
          },
        ],
      );
    });

    it('refuses a card text over its size’s lines, counting newlines', async () => {
      const sunny = await variation('zonnig-boeket', { size: 'M' });
      const big = await cardOfSize('zonnig-boeket', 'big');
      const funeral = await variation('rouwkrans-wit', { size: 'M' });
      const funeralCard = await cardOfSize('rouwkrans-wit', 'funeral');
      const line = (variationId: number, id: number, text: string) => ({
        variationId,
        quantity: 1,
        card: { id, text },
      });
      assert.equal(
        (await addLine(await newCart(), line(sunny.id, big.id, lines(10)))).statusCode,
        200,
      );
      assert.deepEqual(await refusal(line(sunny.id, big.id, lines(11))), [
        {
          propertyPath: 'card.text',
          message: 'Maximaal aantal regels is overschreden',
          code: 'validation.cardLines',
        },
      ]);
      // Funeral cards hold more characters (460) but only nine lines, CRLF or not.
      assert.equal(
        (await addLine(await newCart(), line(funeral.id, funeralCard.id, 'a'.repeat(460))))
          .statusCode,
        200,
      );
      const crlf = lines(10).replace(/\n/g, '\r\n');
      assert.equal(
        (await refusal(line(funeral.id, funeralCard.id, crlf)))[0]!.code,
        'validation.cardLines',
      );
    });

    it('refuses a card without a text', async () => {
      const sunny = await variation('zonnig-boeket', { size: 'M' });
      const small = await cardOfSize('zonnig-boeket', 'small');
      assert.deepEqual(
        await refusal(
          { variationId: sunny.id, quantity: 1, card: { id: small.id, text: '  ' } },
          'en',
        ),
        [
          {
            propertyPath: 'card.text',
            message: 'Type a text for the card',
            code: 'validation.cardTextRequired',
          },
        ],
      );
    });
  });
}
