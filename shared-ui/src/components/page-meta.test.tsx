import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { createShopI18n } from '../i18n';
import type { Locale } from '@shop/contracts/messages';
import { PageMeta } from './page-meta';
import { SiteOriginProvider } from './site-origin';

const origin = 'https://www.bloemenzo.nl';
const head = () => document.head;
const all = (selector: string) => [...head().querySelectorAll(selector)];
const attr = (selector: string, name = 'content') =>
  head().querySelector(selector)?.getAttribute(name);
const alternates = () =>
  all('link[rel="alternate"]').map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);

async function renderIn(locale: Locale, page: ReactNode, siteOrigin: string | null = origin) {
  const i18n = await createShopI18n(locale);
  return render(
    <I18nextProvider i18n={i18n}>
      <SiteOriginProvider value={siteOrigin}>{page}</SiteOriginProvider>
    </I18nextProvider>,
  );
}

describe('PageMeta', () => {
  it('puts the title, description, canonical URL and Open Graph tags in the head', async () => {
    await renderIn(
      'nl-nl',
      <PageMeta
        title="Zonnig boeket"
        description="Gerbera’s en zonnebloemen"
        path="/p/zonnig-boeket"
        type="product"
        image="/api/media/products/zonnig-boeket.jpg"
      />,
    );
    expect(document.title).toBe('Zonnig boeket');
    expect(all('title')).toHaveLength(1);
    expect(all('meta[name="description"]')).toHaveLength(1);
    expect(attr('meta[name="description"]')).toBe('Gerbera’s en zonnebloemen');
    expect(all('link[rel="canonical"]')).toHaveLength(1);
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${origin}/p/zonnig-boeket`);
    expect(attr('meta[property="og:title"]')).toBe('Zonnig boeket');
    expect(attr('meta[property="og:description"]')).toBe('Gerbera’s en zonnebloemen');
    expect(attr('meta[property="og:url"]')).toBe(`${origin}/p/zonnig-boeket`);
    expect(attr('meta[property="og:type"]')).toBe('product');
    expect(attr('meta[property="og:locale"]')).toBe('nl_NL');
    expect(attr('meta[property="og:image"]')).toBe(
      `${origin}/api/media/products/zonnig-boeket.jpg`,
    );
    expect(head().querySelector('meta[property="og:image:width"]')).toBeNull();
    expect(attr('meta[property="og:site_name"]')).toBe('Bloem & Zo');
  });

  it('gives a shared link’s image its type, size and text when the page knows them', async () => {
    await renderIn(
      'nl-nl',
      <PageMeta
        title="Zonnig boeket"
        path="/p/zonnig-boeket"
        image={{
          url: '/api/media/products/zonnig-boeket-1.0123456789.1200.jpg',
          width: 1200,
          height: 1200,
          type: 'image/jpeg',
          alt: 'Zonnig boeket, vooraanzicht',
        }}
      />,
    );
    expect(attr('meta[property="og:image"]')).toBe(
      `${origin}/api/media/products/zonnig-boeket-1.0123456789.1200.jpg`,
    );
    expect(attr('meta[property="og:image:type"]')).toBe('image/jpeg');
    expect(attr('meta[property="og:image:width"]')).toBe('1200');
    expect(attr('meta[property="og:image:height"]')).toBe('1200');
    expect(attr('meta[property="og:image:alt"]')).toBe('Zonnig boeket, vooraanzicht');
  });

  it('names the page without its filters, page number or hash as canonical', async () => {
    await renderIn(
      'nl-nl',
      <PageMeta title="Boeketten" path="/c/boeketten?colour=geel&page=2#top" />,
    );
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${origin}/c/boeketten`);
    expect(attr('meta[property="og:url"]')).toBe(`${origin}/c/boeketten`);
    expect(attr('meta[property="og:type"]')).toBe('website');
    expect(head().querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('links the page in all four locales, nl-nl as x-default, from a page in fr-be', async () => {
    await renderIn('fr-be', <PageMeta title="Bouquets" path="/c/boeketten" />);
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${origin}/fr-be/c/boeketten`);
    expect(attr('meta[property="og:locale"]')).toBe('fr_BE');
    expect(alternates()).toEqual([
      ['nl-NL', `${origin}/c/boeketten`],
      ['nl-BE', `${origin}/nl-be/c/boeketten`],
      ['fr-BE', `${origin}/fr-be/c/boeketten`],
      ['en-US', `${origin}/en-us/c/boeketten`],
      ['x-default', `${origin}/c/boeketten`],
    ]);
  });

  it('gives the home page its locale root in every locale', async () => {
    await renderIn('en-us', <PageMeta title="Flowers and gifts" path="/" />);
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${origin}/en-us`);
    expect(alternates()).toEqual([
      ['nl-NL', `${origin}/`],
      ['nl-BE', `${origin}/nl-be`],
      ['fr-BE', `${origin}/fr-be`],
      ['en-US', `${origin}/en-us`],
      ['x-default', `${origin}/`],
    ]);
  });

  it('names no canonical URL and no alternates for a page without a path (not found)', async () => {
    await renderIn('nl-nl', <PageMeta title="Product niet gevonden" />);
    expect(document.title).toBe('Product niet gevonden');
    expect(all('link[rel="canonical"]')).toHaveLength(0);
    expect(all('link[rel="alternate"]')).toHaveLength(0);
    expect(all('meta[property="og:url"]')).toHaveLength(0);
    expect(all('meta[name="description"]')).toHaveLength(0);
  });

  it('takes the browser’s origin when no server gave one', async () => {
    await renderIn('nl-nl', <PageMeta title="Boeketten" path="/c/boeketten" />, null);
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/c/boeketten`);
  });

  it('leaves one set of tags when the shopper goes to another page, none after it', async () => {
    const i18n = await createShopI18n('nl-nl');
    const page = (title: string, path: string) => (
      <I18nextProvider i18n={i18n}>
        <SiteOriginProvider value={origin}>
          <PageMeta key={path} title={title} description={`${title} bestellen`} path={path} />
        </SiteOriginProvider>
      </I18nextProvider>
    );
    const { rerender, unmount } = render(page('Boeketten', '/c/boeketten'));
    expect(all('title')).toHaveLength(1);
    expect(document.title).toBe('Boeketten');
    rerender(page('Planten', '/c/planten'));
    expect(all('title')).toHaveLength(1);
    expect(document.title).toBe('Planten');
    expect(all('meta[name="description"]')).toHaveLength(1);
    expect(attr('meta[name="description"]')).toBe('Planten bestellen');
    expect(all('link[rel="canonical"]')).toHaveLength(1);
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${origin}/c/planten`);
    expect(all('link[rel="alternate"]')).toHaveLength(5);
    unmount();
    expect(all('link, meta[property]')).toHaveLength(0);
  });

  it('asks not to be indexed with noIndex, and not otherwise', async () => {
    const { unmount } = await renderIn(
      'nl-nl',
      <PageMeta title="Inloggen" path="/inloggen" noIndex />,
    );
    expect(all('meta[name="robots"]')).toHaveLength(1);
    expect(attr('meta[name="robots"]')).toBe('noindex');
    unmount();
    expect(all('meta[name="robots"]')).toHaveLength(0);
    await renderIn('nl-nl', <PageMeta title="Boeketten" path="/c/boeketten" />);
    expect(all('meta[name="robots"]')).toHaveLength(0);
  });

  it('renders its tags, noindex included, into the HTML the server sends', async () => {
    const i18n = await createShopI18n('nl-nl');
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <SiteOriginProvider value={origin}>
          <PageMeta title="Inloggen" description="Log in" path="/inloggen" noIndex />
        </SiteOriginProvider>
      </I18nextProvider>,
    );
    expect(html).toContain('<title>Inloggen</title>');
    expect(html).toContain('<meta name="description" content="Log in"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`<link rel="canonical" href="${origin}/inloggen"/>`);
  });
});
