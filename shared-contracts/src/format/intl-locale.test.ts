import { intlLocale } from './intl-locale';

describe('intlLocale', () => {
  it('gives Intl the region in capitals for every shop locale', () => {
    expect(['nl-nl', 'nl-be', 'fr-be', 'en-us'].map((l) => intlLocale(l as never))).toEqual([
      'nl-NL',
      'nl-BE',
      'fr-BE',
      'en-US',
    ]);
  });
});
