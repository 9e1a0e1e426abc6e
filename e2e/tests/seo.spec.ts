import { expect, test, type Page } from '../helpers/test';
import { baseURL } from '../helpers/site';
import { expectStructuredData, readHead, structuredData } from '../helpers/seo';

// Issue 20, "For search engines and sharing": every public page names its one title,
// description and canonical URL (without filters or hash), its four locales and x-default,
// its Open Graph tags, and the product and category pages their schema.org data (ADR 0030).

/** The five alternates every page names, for a path inside the locale. */
const alternatesOf = (path: string) => [
  ['nl-NL', `${baseURL}${path}`],
  ['nl-BE', `${baseURL}/nl-be${path === '/' ? '' : path}`],
  ['fr-BE', `${baseURL}/fr-be${path === '/' ? '' : path}`],
  ['en-US', `${baseURL}/en-us${path === '/' ? '' : path}`],
  ['x-default', `${baseURL}${path}`],
];

const locales = [
  {
    name: 'nl-nl',
    prefix: '',
    ogLocale: 'nl_NL',
    home: {
      title: 'Bloemen en cadeaus',
      description:
        'Bloemen, planten en cadeaus bezorgd in Nederland en België. Bestel vandaag, morgen in huis.',
      crumb: 'Home',
    },
    category: {
      name: 'Boeketten',
      description: 'Boeketten bestellen bij Bloem & Zo: vers bezorgd in Nederland en België.',
    },
    product: {
      name: 'Zonnig boeket',
      title: 'Zonnig boeket bestellen en laten bezorgen | Bloem & Zo',
      description:
        'Gerbera’s, zonnebloemen en solidago: een boeket dat de dag opvrolijkt. Vandaag besteld, morgen bezorgd.',
      shownPrice: 'vanaf € 24,95',
    },
  },
  {
    name: 'fr-be',
    prefix: '/fr-be',
    ogLocale: 'fr_BE',
    home: {
      title: 'Fleurs et cadeaux',
      description:
        'Fleurs, plantes et cadeaux livrés aux Pays-Bas et en Belgique. Commandez aujourd’hui, livré demain.',
      crumb: 'Accueil',
    },
    category: {
      name: 'Bouquets',
      description:
        'Commandez Bouquets chez Bloem & Zo : livraison fraîche aux Pays-Bas et en Belgique.',
    },
    product: {
      name: 'Bouquet ensoleillé',
      title: 'Bouquet ensoleillé : commander et faire livrer | Bloem & Zo',
      description:
        "Gerberas, tournesols et solidago : un bouquet qui égaye la journée. Commandé aujourd'hui, livré demain.",
      shownPrice: 'à partir de € 24,95',
    },
  },
] as const;

async function expectOnePage(page: Page, title: string) {
  await expect(page).toHaveTitle(title);
  const head = await readHead(page);
  expect(head.titles).toEqual([title]);
  expect(head.descriptions).toHaveLength(1);
  expect(head.canonicals).toHaveLength(1);
  expect(head.robots).toEqual([]);
  return head;
}

for (const locale of locales) {
  const { prefix } = locale;
  const url = (path: string) => `${baseURL}${prefix}${prefix && path === '/' ? '' : path}`;

  test.describe(`for search engines and sharing (${locale.name})`, () => {
    test('the home page names itself, its locales and its Open Graph tags', async ({ page }) => {
      await page.goto(`${prefix}/`);
      const head = await expectOnePage(page, locale.home.title);
      expect(head.descriptions).toEqual([locale.home.description]);
      expect(head.canonicals).toEqual([url('/')]);
      expect(head.alternates).toEqual(alternatesOf('/'));
      expect(head.og).toEqual({
        'og:title': locale.home.title,
        'og:description': locale.home.description,
        'og:url': url('/'),
        'og:type': 'website',
        'og:locale': locale.ogLocale,
        'og:site_name': 'Bloem & Zo',
      });
      expect(await structuredData(page, 'Product')).toEqual([]);
    });

    test('a filtered category names the category without its filters, with its breadcrumbs', async ({
      page,
    }) => {
      await page.goto(`${prefix}/c/boeketten?colour=geel&sort=price-asc`);
      await expect(
        page.getByRole('heading', { level: 1, name: locale.category.name }),
      ).toBeVisible();
      const head = await expectOnePage(page, locale.category.name);
      expect(head.descriptions).toEqual([locale.category.description]);
      expect(head.canonicals).toEqual([url('/c/boeketten')]);
      expect(head.alternates).toEqual(alternatesOf('/c/boeketten'));
      expect(head.og).toMatchObject({
        'og:url': url('/c/boeketten'),
        'og:type': 'website',
        'og:locale': locale.ogLocale,
        'og:title': locale.category.name,
      });

      const [breadcrumbs] = await expectStructuredData(page, 'BreadcrumbList');
      expect(breadcrumbs).toEqual({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: locale.home.crumb, item: url('/') },
          {
            '@type': 'ListItem',
            position: 2,
            name: locale.category.name,
            item: url('/c/boeketten'),
          },
        ],
      });
    });

    test('a product page describes the product and its offer at the price it shows', async ({
      page,
    }) => {
      const productUrl = url('/p/zonnig-boeket');
      await page.goto(`${prefix}/p/zonnig-boeket`);
      await expect(
        page.getByRole('heading', { level: 1, name: locale.product.name }),
      ).toBeVisible();
      await expect(page.locator('.product-page__price')).toContainText(locale.product.shownPrice);
      const head = await expectOnePage(page, locale.product.title);
      expect(head.descriptions).toEqual([locale.product.description]);
      expect(head.canonicals).toEqual([productUrl]);
      expect(head.alternates).toEqual(alternatesOf('/p/zonnig-boeket'));
      expect(head.og).toEqual({
        'og:title': locale.product.title,
        'og:description': locale.product.description,
        'og:url': productUrl,
        'og:type': 'product',
        'og:locale': locale.ogLocale,
        // A raster photo (sharing sites show no SVG), the main view's largest JPEG (ADR 0055).
        'og:image': expect.stringMatching(
          new RegExp(`^${baseURL}/api/media/products/zonnig-boeket-1\\.[0-9a-f]{10}\\.1200\\.jpg$`),
        ),
        'og:image:type': 'image/jpeg',
        'og:image:width': '1200',
        'og:image:height': '1200',
        'og:image:alt': expect.stringMatching(new RegExp(`^${locale.product.name}, `)),
        'og:site_name': 'Bloem & Zo',
      });

      const [product] = await expectStructuredData(page, 'Product');
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        name: locale.product.name,
        url: productUrl,
        offers: {
          '@type': 'Offer',
          price: '24.95',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: productUrl,
        },
      });
      expect(product!.description).toMatch(/^Gerbera/);
      expect(product!.productID).toEqual(expect.any(String));
      expect((product!.offers as { sku: string }).sku).toEqual(expect.any(String));
      expect(product!.image).toEqual(expect.arrayContaining([head.og['og:image']]));
      for (const image of product!.image as string[]) {
        expect(image).toMatch(/\/api\/media\/products\/zonnig-boeket-\d\.[0-9a-f]{10}\.1200\.jpg$/);
      }

      const [breadcrumbs] = await expectStructuredData(page, 'BreadcrumbList');
      expect(
        (breadcrumbs!.itemListElement as { position: number; name: string; item: string }[]).map(
          ({ position, name, item }) => [position, name, item],
        ),
      ).toEqual([
        [1, locale.home.crumb, url('/')],
        [2, locale.category.name, url('/c/boeketten')],
        [3, locale.product.name, productUrl],
      ]);
    });
  });
}

test('a chosen variation is no other page: the canonical URL has no hash', async ({ page }) => {
  await page.goto('/p/zonnig-boeket');
  const size = page.getByLabel('Formaat');
  await expect(size).toBeVisible();
  await size.selectOption({ index: 2 });
  await expect(page).toHaveURL(/#\d+$/);
  const head = await readHead(page);
  expect(head.canonicals).toEqual([`${baseURL}/p/zonnig-boeket`]);
});

test('going from a product to a category leaves the category’s tags only', async ({ page }) => {
  await page.goto('/p/zonnig-boeket');
  await expectStructuredData(page, 'Product');
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Planten' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planten' })).toBeVisible();
  const head = await expectOnePage(page, 'Planten');
  expect(head.canonicals).toEqual([`${baseURL}/c/planten`]);
  expect(head.og['og:type']).toBe('website');
  expect(head.og['og:image']).toBeUndefined();
  expect(await structuredData(page, 'Product')).toEqual([]);
  const [breadcrumbs] = await expectStructuredData(page, 'BreadcrumbList');
  expect(breadcrumbs!.itemListElement).toHaveLength(2);
});

test('an unknown product asks not to be indexed and describes no product', async ({ page }) => {
  await page.goto('/p/bestaat-niet');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Product niet gevonden' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Product niet gevonden');
  const head = await readHead(page);
  expect(head.titles).toEqual(['Product niet gevonden']);
  expect(head.robots).toEqual(['noindex']);
  expect(head.canonicals).toEqual([]);
  expect(head.alternates).toEqual([]);
  expect(head.descriptions).toEqual([]);
  expect(await structuredData(page, 'Product')).toEqual([]);
  expect(await structuredData(page, 'BreadcrumbList')).toEqual([]);
});

test('a product name with markup cannot end the structured data’s script element', async ({
  page,
}) => {
  const hostile = '</script><script>alert(1)</script>';
  await page.route('**/api/catalogue/products/zonnig-boeket', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...(await answer.json()), name: hostile } });
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // The browser renders the product it moves on to from its own request (on a first load the
  // server renders it: tests/server-rendering.spec.ts covers that page and its data).
  await page.goto('/c/boeketten');
  await page.locator('main a[href="/p/zonnig-boeket"]').first().click();
  const [product] = await expectStructuredData(page, 'Product');
  expect(product!.name).toBe(hostile);
  // What a server will send as it is: no '<' inside the data block.
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.innerHTML));
  for (const text of texts) expect(text).not.toContain('<');
  expect(texts.join('')).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  expect(dialogs).toEqual([]);
});

test('a sales point search names the page without its search, in every locale', async ({
  page,
}) => {
  await page.goto('/fr-be/cadeaukaart/verkooppunten?search=Utrecht&distance=25');
  await expect(page.getByRole('heading', { level: 1, name: 'Points de vente' })).toBeVisible();
  const head = await expectOnePage(page, 'Points de vente');
  expect(head.descriptions).toEqual([
    'Trouvez près de chez vous un magasin où acheter ou utiliser les cartes cadeaux Bloem & Zo.',
  ]);
  expect(head.canonicals).toEqual([`${baseURL}/fr-be/cadeaukaart/verkooppunten`]);
  expect(head.alternates).toEqual(alternatesOf('/cadeaukaart/verkooppunten'));
});

test('the sign-in page names itself and asks not to be indexed', async ({ page }) => {
  await page.goto('/en-us/inloggen?redirectPath=%2Fmijn-account');
  await expect(page).toHaveTitle('Sign in | Bloem & Zo');
  const head = await readHead(page);
  expect(head.titles).toEqual(['Sign in | Bloem & Zo']);
  expect(head.descriptions).toEqual([
    'Sign in to Bloem & Zo to see your orders, addresses and details.',
  ]);
  expect(head.canonicals).toEqual([`${baseURL}/en-us/inloggen`]);
  expect(head.robots).toEqual(['noindex']);
});
