import type { PersonalizationDefinition } from '@shop/contracts/schemas';
import type { Locale } from '@shop/contracts/messages';
import type { PersonalizationRules } from '../db/schema/catalogue';
import { localized } from '../http/i18n';

/**
 * A product that offers personalization without rules of its own takes one free text line:
 * a personalization is never paid for with nothing on it (ADR 0028).
 */
export const defaultPersonalizationRules: PersonalizationRules = {
  lines: [
    {
      labels: { 'nl-nl': 'Tekst', 'fr-be': 'Texte', 'en-us': 'Text' },
      maxLength: 50,
      required: true,
    },
  ],
  photo: null,
};

/** The rules as the page and the checks read them: labels in the shopper's language. */
export function personalizationDefinition(
  rules: PersonalizationRules | null,
  locale: Locale,
): PersonalizationDefinition {
  const { lines, photo } = rules ?? defaultPersonalizationRules;
  return {
    lines: lines.map((line) => ({
      label: localized(line.labels, locale),
      max_length: line.maxLength,
      required: line.required,
    })),
    photo,
  };
}
