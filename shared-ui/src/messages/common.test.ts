import { fixedT } from '../i18n/translator';
import { commonMessages } from './index';

type Tree = { [key: string]: string | Tree };

/** Every leaf as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('common messages', () => {
  const dutch = new Map(leaves(commonMessages['nl-nl'] as Tree));

  it.each(['fr-be', 'en-us'] as const)(
    'has every nl-nl text in %s, with the same placeholders',
    (locale) => {
      const own = new Map(leaves(commonMessages[locale] as Tree));
      expect([...own.keys()].sort()).toEqual([...dutch.keys()].sort());
      for (const [key, text] of dutch)
        expect([key, placeholders(own.get(key)!)]).toEqual([key, placeholders(text)]);
    },
  );

  it('lets nl-be override only texts nl-nl has', () => {
    for (const [key, text] of leaves(commonMessages['nl-be'] as Tree)) {
      expect(dutch.has(key)).toBe(true);
      expect(placeholders(text)).toEqual(placeholders(dutch.get(key)!));
    }
  });

  it('words the wish card limits as the spec does, in every locale', () => {
    const t = (locale: 'nl-nl' | 'nl-be' | 'fr-be' | 'en-us', key: string) =>
      fixedT(['common'], locale)(key, { maxLength: 320 });
    expect(t('nl-nl', 'validation.cardLines')).toBe('Maximaal aantal regels is overschreden');
    expect(t('nl-nl', 'validation.cardCharacters')).toBe(
      'Maximaal aantal karakters van 320 is overschreden.',
    );
    // nl-be has no wording of its own here: it falls back to nl-nl.
    expect(t('nl-be', 'validation.cardCharacters')).toBe(
      'Maximaal aantal karakters van 320 is overschreden.',
    );
    expect(t('en-us', 'validation.cardCharacters')).toBe(
      'Maximum number of characters of 320 exceeded.',
    );
    expect(t('fr-be', 'validation.cardLines')).toBe('Le nombre maximal de lignes est dépassé');
  });

  it.each(['nl-nl', 'nl-be', 'fr-be', 'en-us'] as const)(
    'has the product page refusals in %s',
    (locale) => {
      const t = fixedT(['common'], locale);
      for (const key of [
        'cardTextRequired',
        'cardNotAllowed',
        'personalizationNotAvailable',
        'personalizationRequired',
        'letterType',
        'letterSize',
        'letterUnknown',
        'letterNotAvailable',
        'upsellNotOffered',
        'productGroupConflict',
      ]) {
        expect(t(`validation.${key}`, { size: 5 })).not.toMatch(/^validation\.|\{\{/);
      }
    },
  );
});
