import { createShopI18n, type Locale } from '@shop/shared-ui';
import type { PageParts } from './page-template';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/**
 * The shop's localized "try again" page, for a page whose data the API did not give (503): a
 * plain page without the page data, so the browser's script renders the shell and tries again.
 */
export async function unavailablePage(
  fillTemplate: (parts: PageParts) => Promise<string>,
  locale: Locale,
): Promise<string> {
  const i18n = await createShopI18n(locale);
  const t = (key: string) => escapeHtml(i18n.t(`host:unavailable.${key}`));
  return fillTemplate({
    lang: `${locale.slice(0, 2)}-${locale.slice(3).toUpperCase()}`,
    head: `<title>${t('title')}</title><meta name="robots" content="noindex">`,
    body:
      `<main class="shop-host-main shop-host-unavailable" role="alert"><h1>${t('title')}</h1>` +
      `<p>${t('body')}</p><p><a href="">${t('retry')}</a></p></main>`,
    afterRoot: '',
  });
}
