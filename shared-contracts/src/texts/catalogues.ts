// The shop's own message catalogues, src/locales/<locale>/<part>.json: the 'common' namespace's
// parts and 'address'. shared-ui registers them with the page's i18next (ADR 0029); a part's nl-nl
// texts travel with the code (`@shop/contracts/locales/nl-nl/<part>.json`), the other locales load
// with `loadCatalogue`. Kept apart from ./index, which holds every locale at once for the API.
import type { Locale } from '../messages/locales';
import type { Messages } from './merge-texts';

export { mergedTexts, type Messages } from './merge-texts';

export type CataloguePart = 'common' | 'forms' | 'design' | 'address';

/** One part in one locale, a chunk of its own in the page (`texts-fr-be-forms-json.<hash>.js`). */
export const loadCatalogue = (
  part: CataloguePart,
  locale: Locale,
): Promise<{ default: Messages }> =>
  import(/* webpackChunkName: "texts-[request]" */ `../locales/${locale}/${part}.json`);
