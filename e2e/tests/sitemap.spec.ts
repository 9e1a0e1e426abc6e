import { expect, test, type APIRequestContext, type Page } from '../helpers/test';
import { baseURL } from '../helpers/site';

// Issue 20: robots.txt and sitemap.xml come from the API's catalogue, reached at the site's
// root through the host's nginx (ADR 0031). The sitemap's URLs are pages that really render.

const locales = [
  { locale: 'nl-nl', hreflang: 'nl-NL', prefix: '' },
  { locale: 'nl-be', hreflang: 'nl-BE', prefix: '/nl-be' },
  { locale: 'fr-be', hreflang: 'fr-BE', prefix: '/fr-be' },
  { locale: 'en-us', hreflang: 'en-US', prefix: '/en-us' },
] as const;

interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
}

/** The sitemap read by the browser's own XML parser, which refuses anything not well-formed. */
async function parseInBrowser(page: Page, xml: string): Promise<SitemapUrl[]> {
  return page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    const error = document.querySelector('parsererror');
    if (error) throw new Error(`sitemap.xml is not well-formed XML: ${error.textContent}`);
    const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    const root = document.documentElement;
    if (root.localName !== 'urlset' || root.namespaceURI !== sitemapNs)
      throw new Error(`root is ${root.namespaceURI} ${root.localName}`);
    return Array.from(root.getElementsByTagNameNS(sitemapNs, 'url')).map((url) => ({
      loc: url.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent ?? '',
      alternates: Object.fromEntries(
        Array.from(url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')).map(
          (link) => [link.getAttribute('hreflang'), link.getAttribute('href')],
        ),
      ),
    }));
  }, xml);
}

/** The name a page's h1 shows in a locale, as the API gives it. */
async function nameOf(request: APIRequestContext, path: string, locale: string) {
  const headers = { 'accept-language': locale };
  const [, kind, slug] = /^\/(c|p)\/(.+)$/.exec(path)!;
  if (kind === 'p')
    return (await (await request.get(`/api/catalogue/products/${slug}`, { headers })).json())
      .name as string;
  const categories = await (await request.get('/api/catalogue/categories', { headers })).json();
  return categories['hydra:member'].find(
    (category: { slug: string }) => category.slug === decodeURIComponent(slug!),
  ).name as string;
}

test('robots.txt is served at the site root: private pages disallowed, the sitemap named', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('public, max-age=3600');
  const lines = (await response.text()).split('\n');
  expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
  for (const { prefix } of locales)
    for (const path of [
      '/mijn-account',
      '/account-nieuw',
      '/afrekenen',
      '/winkelwagen',
      '/inloggen',
    ])
      expect(lines).toContain(`Disallow: ${prefix}${path}`);
  expect(lines).toContain('Disallow: /authorize');
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('sitemap.xml lists every page in four locales, and a sample of its URLs renders', async ({
  page,
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('public, max-age=3600');

  await page.goto('about:blank');
  const urls = await parseInBrowser(page, await response.text());
  const categoryCount = (await (await request.get('/api/catalogue/categories')).json())[
    'hydra:totalItems'
  ];
  const productCount = (await (await request.get('/api/catalogue/products')).json())[
    'hydra:totalItems'
  ];
  expect(urls).toHaveLength((1 + categoryCount + productCount) * locales.length);
  for (const url of urls) {
    expect(url.loc.startsWith(`${baseURL}/`)).toBe(true);
    expect(Object.keys(url.alternates).sort()).toEqual(
      [...locales.map((entry) => entry.hreflang), 'x-default'].sort(),
    );
    expect(Object.values(url.alternates)).toContain(url.loc);
  }

  // A different category and product in each locale, taken from the sitemap itself.
  const inLocale = (prefix: string, kind: 'c' | 'p') =>
    urls
      .map((url) => new URL(url.loc).pathname)
      .filter((path) => path.startsWith(`${prefix}/${kind}/`));
  for (const [index, { locale, prefix }] of locales.entries()) {
    const categories = inLocale(prefix, 'c');
    const products = inLocale(prefix, 'p');
    expect(categories).toHaveLength(categoryCount);
    expect(products).toHaveLength(productCount);
    for (const path of [
      categories[index % categories.length]!,
      products[(index * 7) % products.length]!,
    ]) {
      const name = await nameOf(request, path.slice(prefix.length), locale);
      const visit = await page.goto(path);
      expect(visit?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    }
  }
});

/** The head tags and structured data of a page as the server sends it, JavaScript or not. */
function readServedHtml(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const links = [...head.matchAll(/<link [^>]*>/g)].map((match) => match[0]);
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    description: [...head.matchAll(/<meta [^>]*name="description"[^>]*>/g)].map((m) =>
      attribute(m[0], 'content'),
    ),
    canonical: links
      .filter((link) => link.includes('rel="canonical"'))
      .map((l) => attribute(l, 'href')),
    alternates: Object.fromEntries(
      links
        .filter((link) => link.includes('rel="alternate"'))
        .map((link) => [attribute(link, 'hrefLang'), attribute(link, 'href')]),
    ),
    structuredData: [
      ...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
    ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>),
  };
}

test('a crawl of sitemap.xml: every page answers 200 from the server with its head and data', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locs.length).toBeGreaterThan(20);
  for (const loc of locs) {
    const path = new URL(loc).pathname;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const served = readServedHtml(await response.text());
    expect(served.title, path).toBeTruthy();
    expect(served.description, path).toHaveLength(1);
    expect(served.canonical, path).toEqual([loc]);
    expect(Object.keys(served.alternates).sort(), path).toEqual(
      [...locales.map((entry) => entry.hreflang), 'x-default'].sort(),
    );
    const kind = /\/(c|p)\//.exec(path)?.[1];
    if (kind === 'p') {
      const [product] = served.structuredData.filter((data) => data['@type'] === 'Product');
      expect(product, path).toBeDefined();
      const offer = (product as { offers: Record<string, unknown> }).offers;
      expect(product!.name, path).toBeTruthy();
      expect(product!.image, path).toBeTruthy();
      expect(offer['@type'], path).toBe('Offer');
      expect(String(offer.price), path).toMatch(/^\d+\.\d{2}$/);
      expect(offer.priceCurrency, path).toBe('EUR');
      expect(String(offer.availability), path).toMatch(
        /^https:\/\/schema\.org\/(InStock|OutOfStock)$/,
      );
    }
    if (kind) {
      expect(
        served.structuredData.some((data) => data['@type'] === 'BreadcrumbList'),
        path,
      ).toBe(true);
    }
  }
});
