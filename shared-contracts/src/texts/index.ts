// Every locale's 'common' texts at once: what the API answers with (its i18next reads the same
// files as the site's). The site loads them per part and locale instead (./catalogues, ADR 0029).
import commonEnUs from '../locales/en-us/common.json';
import commonFrBe from '../locales/fr-be/common.json';
import commonNlBe from '../locales/nl-be/common.json';
import commonNlNl from '../locales/nl-nl/common.json';
import designEnUs from '../locales/en-us/design.json';
import designFrBe from '../locales/fr-be/design.json';
import designNlBe from '../locales/nl-be/design.json';
import designNlNl from '../locales/nl-nl/design.json';
import formsEnUs from '../locales/en-us/forms.json';
import formsFrBe from '../locales/fr-be/forms.json';
import formsNlBe from '../locales/nl-be/forms.json';
import formsNlNl from '../locales/nl-nl/forms.json';
import type { Locale } from '../messages/locales';
import { mergedTexts as merged, type Messages } from './merge-texts';

export type Texts = Messages;

/** The parts of the 'common' namespace per locale: the page's, the forms', the design's. */
export const commonParts: Record<Locale, { common: Texts; forms: Texts; design: Texts }> = {
  'nl-nl': { common: commonNlNl, forms: formsNlNl, design: designNlNl },
  'nl-be': { common: commonNlBe, forms: formsNlBe, design: designNlBe },
  'fr-be': { common: commonFrBe, forms: formsFrBe, design: designFrBe },
  'en-us': { common: commonEnUs, forms: formsEnUs, design: designEnUs },
};

/** The whole 'common' namespace per locale, as the API's i18next holds it. */
export const commonTexts = Object.fromEntries(
  Object.entries(commonParts).map(([locale, parts]) => [
    locale,
    merged(merged(parts.common, parts.forms), parts.design),
  ]),
) as Record<Locale, Texts>;
