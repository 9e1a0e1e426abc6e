import { localePrefix, localizedPath, splitLocale } from './locale-path';
import { localeFromAcceptLanguage, siteContextFor } from './locales';

describe('locale paths', () => {
  it('keeps nl-nl at the root and prefixes the other locales', () => {
    expect(localizedPath('nl-nl', '/c/boeketten')).toBe('/c/boeketten');
    expect(localizedPath('fr-be', '/c/boeketten')).toBe('/fr-be/c/boeketten');
    expect(localizedPath('en-us', '/')).toBe('/en-us');
  });

  it('prefixes every locale but nl-nl with its name', () => {
    expect(localePrefix('nl-nl')).toBe('');
    expect(localePrefix('nl-be')).toBe('/nl-be');
    expect(localePrefix('fr-be')).toBe('/fr-be');
    expect(localePrefix('en-us')).toBe('/en-us');
    expect(localizedPath('nl-nl', '/')).toBe('/');
    expect(localizedPath('nl-be', 'winkelwagen')).toBe('/nl-be/winkelwagen');
  });

  it('splits a prefixed path into its locale and the path inside it', () => {
    expect(splitLocale('/nl-be/winkelwagen')).toEqual({ locale: 'nl-be', path: '/winkelwagen' });
    expect(splitLocale('/fr-be')).toEqual({ locale: 'fr-be', path: '/' });
    expect(splitLocale('/winkelwagen')).toEqual({ locale: 'nl-nl', path: '/winkelwagen' });
  });

  it('does not mistake an ordinary first segment for a locale', () => {
    expect(splitLocale('/fr/x')).toEqual({ locale: 'nl-nl', path: '/fr/x' });
  });
});

describe('localeFromAcceptLanguage', () => {
  it('honours q-values and maps bare languages to our locales', () => {
    expect(localeFromAcceptLanguage('de-DE, fr;q=0.9, en;q=0.8')).toBe('fr-be');
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9')).toBe('en-us');
    expect(localeFromAcceptLanguage('nl-BE')).toBe('nl-be');
  });

  it('falls back to nl-nl', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('nl-nl');
    expect(localeFromAcceptLanguage('de-DE')).toBe('nl-nl');
  });

  it('puts Belgian locales on the Belgian site', () => {
    expect(siteContextFor('fr-be')).toBe('be');
    expect(siteContextFor('nl-be')).toBe('be');
    expect(siteContextFor('en-us')).toBe('nl');
  });
});
