import { loadCatalogue } from '@shop/contracts/catalogues';
import commonNlNl from '@shop/contracts/locales/nl-nl/common.json';
import { registerTranslations } from './translations';

// The 'common' namespace: texts every page uses (validation, errors, states). The spec's
// wording, verbatim, in en and nl; nl-be lists only what Flemish says differently. What only
// forms need is another part of it, registered with the form parts (@shop/shared-ui/forms).
registerTranslations('common', 'common', commonNlNl, (locale) => loadCatalogue('common', locale));
