import {
  choiceOf,
  choosableProperties,
  chosenVariation,
  optionsFor,
  variationIdFromHash,
  type PickerVariation,
} from './variation-narrowing';

const properties = [
  { id: 'size', description: 'Formaat' },
  { id: 'vase', description: 'Vaas' },
  { id: 'colour', description: 'Kleur' },
];
const variation = (id: number, size: string, vase: string, orderable = true): PickerVariation => ({
  id,
  orderable,
  property_values: { size, vase, colour: 'wit' },
  property_labels: { size: `size ${size}`, vase: `vase ${vase}`, colour: 'Wit' },
});
const variations = [
  variation(1, 'S', 'none'),
  variation(2, 'S', 'glass', false),
  variation(3, 'M', 'none'),
  variation(4, 'M', 'glass'),
  variation(5, 'L', 'none', false),
];
const available = (options: { code: string; available: boolean }[]) =>
  options.filter((option) => option.available).map((option) => option.code);

describe('variation narrowing', () => {
  it('asks only about properties with more than one value', () => {
    expect(choosableProperties(properties, variations).map((p) => p.id)).toEqual(['size', 'vase']);
  });

  it('offers every value with an orderable variation before anything is chosen', () => {
    const options = optionsFor(properties, variations, {});
    expect(available(options.size!)).toEqual(['S', 'M']);
    expect(options.size!.map((option) => option.code)).toEqual(['S', 'M', 'L']);
    expect(available(options.vase!)).toEqual(['none', 'glass']);
  });

  it('narrows the other properties to what the choice allows', () => {
    expect(available(optionsFor(properties, variations, { size: 'S' }).vase!)).toEqual(['none']);
    expect(available(optionsFor(properties, variations, { vase: 'glass' }).size!)).toEqual(['M']);
    // A property's own choice does not narrow itself: the shopper can switch.
    expect(available(optionsFor(properties, variations, { size: 'S' }).size!)).toEqual(['S', 'M']);
  });

  it('chooses a variation only when exactly one orderable variation matches every property', () => {
    expect(chosenVariation(properties, variations, {})).toBeNull();
    expect(chosenVariation(properties, variations, { size: 'M' })).toBeNull();
    expect(chosenVariation(properties, variations, { size: 'M', vase: 'glass' })?.id).toBe(4);
    expect(chosenVariation(properties, variations, { size: 'S', vase: 'glass' })).toBeNull();
    expect(chosenVariation(properties, variations, { size: 'XL', vase: 'none' })).toBeNull();
  });

  it('turns a hash into a variation and a variation into its choice', () => {
    expect(variationIdFromHash('#4')).toBe(4);
    expect(variationIdFromHash('#abc')).toBeNull();
    expect(variationIdFromHash('')).toBeNull();
    expect(choiceOf(variations[3]!)).toEqual({ size: 'M', vase: 'glass', colour: 'wit' });
    expect(chosenVariation(properties, variations, choiceOf(variations[3]!))?.id).toBe(4);
  });
});
