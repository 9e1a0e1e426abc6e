import { render } from '@testing-library/react';
import { initShopI18n, changeLanguage, SiteOriginProvider } from '@shop/shared-ui';
import '../i18n/messages';
import { BreadcrumbJsonLd, breadcrumbList } from './breadcrumb-json-ld';

const origin = 'https://www.bloemenzo.nl';

describe('breadcrumbList', () => {
  it('numbers the steps from 1 and gives each its absolute URL in the locale', () => {
    const crumbs = [
      { name: 'Accueil', path: '/' },
      { name: 'Bouquets', path: '/c/boeketten' },
      { name: 'Bouquet ensoleillé', path: '/p/zonnig-boeket' },
    ];
    expect(breadcrumbList(crumbs, origin, 'fr-be')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${origin}/fr-be` },
        { '@type': 'ListItem', position: 2, name: 'Bouquets', item: `${origin}/fr-be/c/boeketten` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Bouquet ensoleillé',
          item: `${origin}/fr-be/p/zonnig-boeket`,
        },
      ],
    });
  });
});

describe('BreadcrumbJsonLd', () => {
  beforeAll(() => initShopI18n('nl-nl'));
  afterAll(() => changeLanguage('nl-nl'));

  const rendered = (container: HTMLElement) =>
    JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '');

  it('starts at the home page, named in the page’s language', async () => {
    const { container, unmount } = render(
      <SiteOriginProvider value={origin}>
        <BreadcrumbJsonLd crumbs={[{ name: 'Boeketten', path: '/c/boeketten' }]} />
      </SiteOriginProvider>,
    );
    expect(rendered(container).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Boeketten', item: `${origin}/c/boeketten` },
    ]);
    unmount();

    await changeLanguage('fr-be');
    const french = render(
      <SiteOriginProvider value={origin}>
        <BreadcrumbJsonLd crumbs={[{ name: 'Bouquets', path: '/c/boeketten' }]} />
      </SiteOriginProvider>,
    );
    expect(rendered(french.container).itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Accueil',
      item: `${origin}/fr-be`,
    });
  });
});
