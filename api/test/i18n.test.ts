import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import i18next from 'i18next';
import {
  commonMessages,
  fixedT,
  designCommonMessages,
  formCommonMessages,
  locales,
  registerTranslations,
  type Messages,
} from '@shop/shared-ui/messages';
import { apiI18nOptions } from '../src/http/i18n';

/** Every text of a tree as [dotted key, text]. */
function leaves(tree: Messages, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

describe('the site and the API word the common texts alike', () => {
  it('in every locale, for every text, placeholders and plural forms included', async () => {
    // What a page with forms has: the page's common texts and the forms' (as @shop/shared-ui/forms adds them).
    registerTranslations('common', formCommonMessages);
    // And the design dialog's, which it registers when it opens (ADR 0028).
    registerTranslations('common', designCommonMessages);
    const i18n = i18next.createInstance();
    await i18n.init({ ...apiI18nOptions, initAsync: false });
    const keys = new Set<string>();
    const placeholders = new Set<string>();
    for (const locale of locales) {
      for (const [key, text] of leaves(commonMessages[locale] as Messages)) {
        keys.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
        for (const [, name] of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) placeholders.add(name!);
      }
    }
    let compared = 0;
    for (const locale of locales) {
      const api = i18n.getFixedT(locale, 'common');
      const site = fixedT(['common'], locale);
      for (const key of keys) {
        for (const count of [0, 1, 2, 5]) {
          const params: Record<string, unknown> = { count };
          for (const name of placeholders) if (name !== 'count') params[name] = `‹${name}›`;
          assert.equal(site(key, params), api(key, params), `${locale} ${key} (count ${count})`);
          compared += 1;
        }
      }
    }
    assert.ok(compared > 100, `only ${compared} texts compared`);
  });
});
