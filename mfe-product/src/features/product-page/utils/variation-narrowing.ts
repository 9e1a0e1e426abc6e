/** What the picker needs of a variation (the API's shape, ADR 0011). */
export interface PickerVariation {
  id: number;
  orderable: boolean;
  property_values: Record<string, string>;
  property_labels: Record<string, string>;
}
export interface PickerProperty {
  id: string;
  description: string;
}
/** The shopper's choice so far: property id → value code. */
export type VariationChoice = Record<string, string>;

export interface PickerOption {
  code: string;
  label: string;
  /** Some orderable variation has this value and every other chosen value. */
  available: boolean;
}

const matches = (variation: PickerVariation, choice: VariationChoice, skip?: string) =>
  Object.entries(choice).every(
    ([property, code]) => property === skip || variation.property_values[property] === code,
  );

/**
 * The values each property offers given the other choices (spec: choosing a property narrows
 * the options). A value no orderable variation allows together with the rest of the choice is
 * unavailable (shown as out of stock, not hidden, so the shopper sees it exists).
 */
export function optionsFor(
  properties: PickerProperty[],
  variations: PickerVariation[],
  choice: VariationChoice,
): Record<string, PickerOption[]> {
  const result: Record<string, PickerOption[]> = {};
  for (const property of properties) {
    const options = new Map<string, PickerOption>();
    for (const variation of variations) {
      const code = variation.property_values[property.id];
      if (code === undefined) continue;
      const available = variation.orderable && matches(variation, choice, property.id);
      const known = options.get(code);
      if (known) known.available ||= available;
      else
        options.set(code, {
          code,
          label: variation.property_labels[property.id] ?? code,
          available,
        });
    }
    result[property.id] = [...options.values()];
  }
  return result;
}

/** The properties worth asking about: those with more than one value. */
export function choosableProperties(
  properties: PickerProperty[],
  variations: PickerVariation[],
): PickerProperty[] {
  return properties.filter(
    (property) =>
      new Set(variations.map((variation) => variation.property_values[property.id])).size > 1,
  );
}

/**
 * The variation to order: exactly one orderable variation matches every choosable property,
 * else null (the submit stays disabled).
 */
export function chosenVariation<V extends PickerVariation>(
  properties: PickerProperty[],
  variations: V[],
  choice: VariationChoice,
): V | null {
  const asked = choosableProperties(properties, variations);
  if (!asked.every((property) => choice[property.id] !== undefined)) return null;
  const found = variations.filter((variation) => matches(variation, choice));
  return found.length === 1 && found[0]!.orderable ? found[0]! : null;
}

/** The choice that selects this variation (a preselection from the URL hash). */
export function choiceOf(variation: PickerVariation): VariationChoice {
  return { ...variation.property_values };
}

/** A numeric URL hash ('#1234') names a variation; anything else names none. */
export function variationIdFromHash(hash: string): number | null {
  return /^#\d{1,9}$/.test(hash) ? Number(hash.slice(1)) : null;
}
