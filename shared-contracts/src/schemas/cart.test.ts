import * as v from 'valibot';
import { cartLineInputSchema } from './cart';
import { stripEmojiAndSymbols } from './text';
import { issuesToViolations } from './messages';

const violations = (input: unknown) =>
  issuesToViolations(v.safeParse(cartLineInputSchema, input).issues ?? []);

describe('cartLineInputSchema', () => {
  it('allows 1 to 99 items of one variation', () => {
    expect(v.safeParse(cartLineInputSchema, { variationId: 3, quantity: 99 }).success).toBe(true);
    expect(v.safeParse(cartLineInputSchema, { variationId: 3, quantity: 0 }).success).toBe(false);
    expect(v.safeParse(cartLineInputSchema, { variationId: 3, quantity: 1.5 }).success).toBe(false);
  });

  it('refuses ids beyond what the database holds, such as 1e308', () => {
    expect(violations({ variationId: 1e308, quantity: 1 })).toEqual([
      { path: 'variationId', key: 'validation.maxValue', values: { value: 2_147_483_647 } },
    ]);
  });

  it('carries a card with its text, personalization, a letter and upsells', () => {
    const line = {
      variationId: 3,
      quantity: 2,
      card: { id: 1, text: 'Gefeliciteerd!\nLiefs, Anna' },
      personalization: true,
      letterId: '0b5c4a52-6d1e-4a8e-9c3b-2f7a1d9e0c11',
      upsells: [{ variationId: 7, quantity: 1, text: 'Hoera' }],
    };
    expect(v.parse(cartLineInputSchema, line)).toEqual(line);
  });

  it('refuses a forged price, on the line and on an upsell', () => {
    expect(violations({ variationId: 3, quantity: 1, price: 1 })).toEqual([
      { path: 'price', key: 'validation.unknownField' },
    ]);
    expect(
      violations({
        variationId: 3,
        quantity: 1,
        upsells: [{ variationId: 7, quantity: 1, price: 0 }],
      }),
    ).toEqual([{ path: 'upsells.0.price', key: 'validation.unknownField' }]);
  });

  it('asks for a text when a card is chosen without one', () => {
    for (const card of [{ id: 1 }, { id: 1, text: '' }, { id: 1, text: ' \n ' }]) {
      expect(violations({ variationId: 3, quantity: 1, card })).toEqual([
        { path: 'card.text', key: 'validation.cardTextRequired' },
      ]);
    }
  });

  it('strips emoji and symbols from upsell texts', () => {
    const line = v.parse(cartLineInputSchema, {
      variationId: 3,
      quantity: 1,
      upsells: [{ variationId: 7, quantity: 1, text: 'Hoera 🎉 Anna ❤️ €5' }],
    });
    expect(line.upsells?.[0]?.text).toBe('Hoera  Anna  5');
  });
});

describe('stripEmojiAndSymbols', () => {
  it('keeps letters, digits, punctuation and accents', () => {
    expect(stripEmojiAndSymbols('Félicitations, Zoë! (30 jaar)')).toBe(
      'Félicitations, Zoë! (30 jaar)',
    );
    expect(stripEmojiAndSymbols('👍🏽 1️⃣ ✓ © ™')).toBe('    ');
  });
});
