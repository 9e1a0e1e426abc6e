import type * as Http from '@shop/shared-http';
import type * as Prefetch from './product-prefetch';

// Fresh modules per test: the page's API client and the prefetched answer are module state.
function fresh() {
  let http: typeof Http | undefined;
  let prefetch: typeof Prefetch | undefined;
  jest.isolateModules(() => {
    http = jest.requireActual<typeof Http>('@shop/shared-http');
    prefetch = jest.requireActual<typeof Prefetch>('./product-prefetch');
  });
  const fetch = jest.fn((url: RequestInfo | URL) =>
    Promise.resolve(new Response(JSON.stringify({ slug: String(url).split('/').pop() }))),
  );
  const configure = () => http!.configureHttp({ baseUrl: '/api', fetch });
  return { ...prefetch!, configure, fetch };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetching the product the address names', () => {
  it('asks as soon as the host has configured the API client, and the page takes that answer', async () => {
    const { prefetchProductFromAddress, loadProduct, configure, fetch } = fresh();
    prefetchProductFromAddress('/p/zonnig-boeket');
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    configure();
    await flush();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/catalogue/products/zonnig-boeket']);

    await expect(loadProduct('zonnig-boeket', 'nl-nl')).resolves.toEqual({ slug: 'zonnig-boeket' });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: coming back to the product asks the API again.
    await loadProduct('zonnig-boeket', 'nl-nl');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keys the answer by locale and product, so another one is asked for anew', async () => {
    const { prefetchProductFromAddress, loadProduct, configure, fetch } = fresh();
    configure();
    prefetchProductFromAddress('/fr-be/p/rode-rozen');
    await loadProduct('rode-rozen', 'nl-nl');
    await loadProduct('rode-rozen', 'fr-be');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks nothing on an address that names no product', async () => {
    const { prefetchProductFromAddress, configure, fetch } = fresh();
    configure();
    for (const path of ['/', '/c/boeketten', '/p', '/p/a/b', '/en-us/winkelwagen'])
      prefetchProductFromAddress(path);
    await flush();
    expect(fetch).not.toHaveBeenCalled();
  });
});
