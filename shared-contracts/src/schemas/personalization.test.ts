import * as v from 'valibot';
import { cartLineInputSchema } from './cart';
import { issuesToViolations } from './messages';
import { designSchemaFor, type PersonalizationDefinition } from './personalization';

const ribbon: PersonalizationDefinition = {
  lines: [
    { label: 'Regel 1', max_length: 10, required: true },
    { label: 'Regel 2', max_length: 10, required: false },
  ],
  photo: null,
};
const candle: PersonalizationDefinition = {
  lines: [{ label: 'Tekst', max_length: 30, required: false }],
  photo: { required: false },
};
const check = (definition: PersonalizationDefinition, design: unknown) =>
  issuesToViolations(v.safeParse(designSchemaFor(definition), design).issues ?? []);

describe('a personalization design', () => {
  it('fits its product: every required line filled, none over its limit', () => {
    expect(check(ribbon, { lines: ['Rust zacht', ''] })).toEqual([]);
    expect(check(ribbon, { lines: ['  ', 'Opa'] })).toEqual([
      { path: 'lines.0', key: 'validation.designLineRequired' },
    ]);
    expect(check(ribbon, { lines: ['Rust zacht', 'Lieve opa en oma'] })).toEqual([
      { path: 'lines.1', key: 'validation.maxLength', values: { length: 10 } },
    ]);
  });

  it('is never empty, even where no line is required', () => {
    expect(check(candle, { lines: [''] })).toEqual([{ path: '', key: 'validation.designEmpty' }]);
    expect(check(candle, { lines: [''], photoId: 'oma.jpg' })).toEqual([]);
  });

  it('takes a photo only where the product does, and insists where it must', () => {
    expect(check(ribbon, { lines: ['Rust zacht', ''], photoId: 'oma.jpg' })).toEqual([
      { path: 'photoId', key: 'validation.unknownField' },
    ]);
    const photoRequired = { ...candle, photo: { required: true } };
    expect(check(photoRequired, { lines: ['Voor altijd'] })).toEqual([
      { path: 'photoId', key: 'validation.designPhotoRequired' },
    ]);
  });

  it('travels with a cart line without line breaks, emoji or symbols', () => {
    const line = v.parse(cartLineInputSchema, {
      variationId: 1,
      quantity: 1,
      personalization: true,
      design: { lines: [' Rust\nzacht 🌹 ', ''] },
    });
    expect(line.design).toEqual({ lines: ['Rust zacht', ''] });
    expect(
      v.safeParse(cartLineInputSchema, {
        variationId: 1,
        quantity: 1,
        design: { lines: [], photoId: 'not-a-uuid' },
      }).success,
    ).toBe(false);
  });
});
