import { locales, defaultLocale, type Locale } from '@shop/contracts/messages';
import { useLocale } from '../i18n/use-locale';
import { intlLocale } from '@shop/contracts/format';
import { absoluteUrl, pageUrl, useSiteOrigin } from './site-origin';
import { NoIndex } from './no-index';

/** The shop's name: a brand, the same in every locale. */
const SITE_NAME = 'Bloem & Zo';

export interface PageMetaProps {
  title: string;
  description?: string;
  /**
   * The page's path inside its locale (`/c/boeketten`): its canonical URL, its hreflang
   * alternates and og:url. Any query or hash is left out: filters, sorting, pages and a chosen
   * variation all point at the one page (ADR 0030). Left out, the page names no canonical URL
   * (a not-found page).
   */
  path?: string;
  /** Asks search engines not to index the page (`<NoIndex />`): sign-in, not found, 403. */
  noIndex?: boolean;
  /** Open Graph type: `product` on a product page. */
  type?: 'website' | 'product';
  /**
   * The image a shared link shows: absolute, or a path on the site's origin. A raster image
   * (sharing sites show no SVG), best with its size and type, which let them lay out the card
   * before they fetch it.
   */
  image?: string | { url: string; width: number; height: number; type: string; alt?: string };
}

/**
 * The page's `<head>` for search engines and shared links, rendered where the page renders:
 * React 19 hoists `<title>`, `<meta>` and `<link>` into `<head>`, in the browser and on the
 * server alike, and removes them with the page. One per page, none in index.html beside it.
 */
export function PageMeta({
  title,
  description,
  path,
  noIndex = false,
  type = 'website',
  image,
}: PageMetaProps) {
  const locale = useLocale();
  const origin = useSiteOrigin();
  const page = path?.replace(/[?#].*$/, '');
  const urlIn = (other: Locale) => (page === undefined ? undefined : pageUrl(origin, other, page));
  const canonical = urlIn(locale);
  const shared:
    { url: string; width?: number; height?: number; type?: string; alt?: string } | undefined =
    typeof image === 'string' ? { url: image } : image;
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {noIndex && <NoIndex />}
      {canonical && (
        <>
          <link rel="canonical" href={canonical} />
          {locales.map((other) => (
            <link key={other} rel="alternate" hrefLang={intlLocale(other)} href={urlIn(other)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={urlIn(defaultLocale)} />
          <meta property="og:url" content={canonical} />
        </>
      )}
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={intlLocale(locale).replace('-', '_')} />
      {shared && (
        <>
          <meta property="og:image" content={absoluteUrl(origin, shared.url)} />
          {shared.type && <meta property="og:image:type" content={shared.type} />}
          {shared.width && <meta property="og:image:width" content={String(shared.width)} />}
          {shared.height && <meta property="og:image:height" content={String(shared.height)} />}
          {shared.alt && <meta property="og:image:alt" content={shared.alt} />}
        </>
      )}
      <meta property="og:site_name" content={SITE_NAME} />
    </>
  );
}
