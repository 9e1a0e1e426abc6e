import { locales } from '../messages/locales';
import { loadCatalogue, type CataloguePart } from './catalogues';
import { commonParts } from './index';

const parts: CataloguePart[] = ['common', 'forms', 'design', 'address'];

describe('loadCatalogue', () => {
  it('loads every part of the catalogues in every locale', async () => {
    for (const locale of locales)
      for (const part of parts) {
        const loaded = await loadCatalogue(part, locale);
        expect(Object.keys(loaded.default).length).toBeGreaterThan(0);
      }
  });

  it('gives the same texts the API holds for that locale', async () => {
    const forms = await loadCatalogue('forms', 'fr-be');
    expect(forms.default).toEqual(commonParts['fr-be'].forms);
  });
});
