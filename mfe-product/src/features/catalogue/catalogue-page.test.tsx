import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@shop/shared-ui/router';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '@shop/shared-ui';
import '../../i18n/messages';
import { CataloguePage } from './catalogue-page';
import { jpeg, photo } from '../../components/photo-fixtures';

const collection = (members: unknown[], total = members.length) =>
  new Response(JSON.stringify({ 'hydra:member': members, 'hydra:totalItems': total }), {
    status: 200,
  });
const product = (id: number, name: string, incl: number) => ({
  '@id': `/api/catalogue/products/p${id}`,
  id,
  slug: `p${id}`,
  name,
  category: 'boeketten',
  image: jpeg(`p${id}-1`),
  photo: photo(`p${id}-1`),
  from_price: { incl_vat: incl, excl_vat: Math.round(incl / 1.09), vat: 0 },
  orderable: true,
});

describe('CataloguePage', () => {
  const fetch = jest.fn();
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    fetch.mockReset();
    configureHttp({ baseUrl: '/api', fetch, getLocale: () => 'en-us' });
  });

  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/c/:category" element={<CataloguePage />} />
        </Routes>
      </MemoryRouter>,
    );

  it('lists the products of a category with their from-price', async () => {
    fetch.mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith('/api/catalogue/categories')
          ? collection([{ id: 1, slug: 'boeketten', name: 'Bouquets' }])
          : collection([product(1, 'Sunny bouquet', 123456)], 30),
      ),
    );
    renderAt('/c/boeketten?page=2');
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Sunny bouquet')).toBeInTheDocument();
    expect(within(item).getByText('€ 1.234,56')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bouquets' })).toBeInTheDocument();
    const productCall = fetch.mock.calls
      .map(([url]) => url as string)
      .find((url) => url.includes('/products'));
    expect(productCall).toBe('/api/catalogue/products?page=2&page_items=12&category=boeketten');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('names the category without its filters as canonical, with its breadcrumbs', async () => {
    fetch.mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith('/api/catalogue/categories')
          ? collection([{ id: 1, slug: 'boeketten', name: 'Bouquets' }])
          : collection([product(1, 'Sunny bouquet', 2995)]),
      ),
    );
    renderAt('/c/boeketten?colour=geel&page=2');
    expect(await screen.findByRole('heading', { name: 'Bouquets' })).toBeInTheDocument();
    const origin = window.location.origin;
    expect(document.title).toBe('Bouquets');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/en-us/c/boeketten`,
    );
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${origin}/en-us` },
        { position: 2, name: 'Bouquets', item: `${origin}/en-us/c/boeketten` },
      ],
    });
  });

  it('loads the first row of photos at once and first, the rest lazily, each sized for a tile', async () => {
    fetch.mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith('/api/catalogue/categories')
          ? collection([{ id: 1, slug: 'boeketten', name: 'Bouquets' }])
          : collection(
              Array.from({ length: 6 }, (_, i) => product(i + 1, `Bouquet ${i + 1}`, 999)),
            ),
      ),
    );
    const { container } = renderAt('/c/boeketten');
    await screen.findByText('Bouquet 6');
    const images = [...container.querySelectorAll('img.product-card__image')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      null,
      null,
      null,
      null,
      'lazy',
      'lazy',
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      'high',
      null,
      null,
    ]);
    expect(images[5]).toHaveAttribute('decoding', 'async');
    // A tile is 184 px at 1280 and the column less its padding at 375: never the 1200 photo.
    expect(images[0]).toHaveAttribute(
      'sizes',
      expect.stringMatching(/^\(min-width: 1200px\) 184px, /),
    );
    expect(images[0]!.getAttribute('srcset')).not.toContain('.1200.jpg');
    const avif = images[0]!.parentElement!.querySelector('source[type="image/avif"]');
    expect(avif).toHaveAttribute(
      'srcset',
      expect.stringContaining('/p1-1.0123456789.160.avif 160w'),
    );
  });

  it("says 'No results found' with a way out", async () => {
    fetch.mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith('/api/catalogue/categories')
          ? collection([{ id: 1, slug: 'boeketten', name: 'Bouquets' }])
          : collection([]),
      ),
    );
    renderAt('/c/boeketten?search=xyz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All products' })).toBeInTheDocument();
  });

  it('shows the generic error when the list fails (logged, null), and retries', async () => {
    const logError = jest.fn();
    configureHttp({ baseUrl: '/api', fetch, getLocale: () => 'en-us', logError });
    let productsUp = false;
    fetch.mockImplementation((url: string) =>
      Promise.resolve(
        url.includes('/products') && !productsUp
          ? new Response('{}', { status: 503 })
          : url.includes('/products')
            ? collection([product(1, 'Sunny bouquet', 1995)])
            : url.startsWith('/api/catalogue/categories')
              ? collection([{ id: 1, slug: 'boeketten', name: 'Bouquets' }])
              : collection([]),
      ),
    );
    renderAt('/c/boeketten');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error has occurred');
    expect(logError).toHaveBeenCalledWith(
      expect.stringContaining('/catalogue/products?'),
      expect.objectContaining({ status: 503 }),
    );
    productsUp = true;
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText('Sunny bouquet')).toBeInTheDocument();
  });

  it('shows the not-found page, with noindex and no retry, for a category that does not exist', async () => {
    fetch.mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith('/api/catalogue/categories')
          ? collection([{ id: 1, slug: 'boeketten', name: 'Bouquets' }])
          : collection([]),
      ),
    );
    const { unmount } = renderAt('/c/bestaat-niet');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Category not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(document.title).toBe('Category not found');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('does not call a category unknown when the categories could not be loaded', async () => {
    configureHttp({ baseUrl: '/api', fetch, getLocale: () => 'en-us', logError: () => undefined });
    fetch.mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith('/api/catalogue/categories')
          ? new Response('{}', { status: 503 })
          : collection([product(1, 'Sunny bouquet', 1995)]),
      ),
    );
    renderAt('/c/rouwbloemen');
    expect(await screen.findByText('Sunny bouquet')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Category not found' })).not.toBeInTheDocument();
  });
});
