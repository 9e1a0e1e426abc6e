import { ApiError, createApiClient } from '@shop/shared-http';
import type { PageLoaderContext } from '@shop/shared-ui';
import { brandsKey, salesPointsKey } from '../features/sales-points/api/page-data-keys';
import { answerNear, jsonResponse, merchant } from '../test-support/store-locator-answers';
import { giftcardRoutesLoader } from './giftcard-loaders';

const brands = { 'hydra:member': [{ id: 2, name: 'Bloemenbon' }], 'hydra:totalItems': 1 };
const utrecht = answerNear('Utrecht', [merchant(7, 'Bloemenhuis Oudegracht', 'Utrecht')]);

describe('the gift card pages’ loader', () => {
  const fetch = jest.fn();
  const calls = () =>
    fetch.mock.calls.map(([url]) => decodeURIComponent(String(url).replaceAll('+', ' ')));
  const load = (path: string, query = '', locale: PageLoaderContext['locale'] = 'nl-nl') =>
    giftcardRoutesLoader({
      locale,
      path,
      // As the host matches /cadeaukaart/*.
      params: { '*': path.replace(/^\/cadeaukaart\/?/, '') },
      search: new URLSearchParams(query),
      // One client per request, as the host's.
      api: createApiClient({ baseUrl: 'http://api.test', fetch, logError: () => undefined }),
    });
  beforeEach(() => {
    fetch.mockReset();
    fetch.mockImplementation((url: string) =>
      url.includes('/brands') ? jsonResponse(brands) : jsonResponse(utrecht),
    );
  });

  it('forwards the index and unknown pages to the balance lookup, without asking the API', async () => {
    await expect(load('/cadeaukaart')).resolves.toEqual({
      data: {},
      redirect: '/cadeaukaart/saldo',
    });
    await expect(load('/cadeaukaart/')).resolves.toMatchObject({ redirect: '/cadeaukaart/saldo' });
    await expect(load('/cadeaukaart/bestaat/niet')).resolves.toMatchObject({
      redirect: '/cadeaukaart/saldo',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders the balance lookup as it is: a form, no data, no redirect', async () => {
    await expect(load('/cadeaukaart/saldo')).resolves.toEqual({ data: {} });
    await expect(load('/cadeaukaart/saldo/')).resolves.toEqual({ data: {} });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives the sales points page the brands for its form, and no search without a place', async () => {
    const result = await load('/cadeaukaart/verkooppunten', 'distance=25', 'fr-be');
    expect(result.redirect).toBeUndefined();
    expect(result.data).toEqual({
      [brandsKey('fr-be')]: { items: brands['hydra:member'], totalItems: 1 },
    });
    expect(calls()).toEqual(['http://api.test/brands']);
  });

  it('fetches the results of the search in the address with the spec’s request', async () => {
    const result = await load('/cadeaukaart/verkooppunten', 'search=Utrecht&distance=25&brand=2');
    expect(calls()).toContain(
      'http://api.test/giftcard/storelocator?search=Utrecht, Nederland&distance=25&brand=2',
    );
    // Under the key the page reads for the same address.
    const key = salesPointsKey('nl-nl', { search: 'Utrecht', distance: 25, brand: 2 });
    expect(result.data[key]).toEqual(utrecht);
  });

  it('ignores a malformed distance or brand in the address: the default distance, every brand', async () => {
    const result = await load('/cadeaukaart/verkooppunten', 'search=Utrecht&distance=7&brand=x');
    expect(calls()).toContain(
      'http://api.test/giftcard/storelocator?search=Utrecht, Nederland&distance=10',
    );
    expect(
      result.data[salesPointsKey('nl-nl', { search: 'Utrecht', distance: 10, brand: null })],
    ).toEqual(utrecht);
  });

  it('fails when the store locator does, for the host to answer or leave to the browser', async () => {
    fetch.mockImplementation((url: string) =>
      url.includes('/brands') ? jsonResponse(brands) : jsonResponse({}, 503),
    );
    await expect(load('/cadeaukaart/verkooppunten', 'search=Utrecht')).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('leaves out a brand list that failed: the browser asks again', async () => {
    fetch.mockImplementation(() => jsonResponse({}, 500));
    const result = await load('/cadeaukaart/verkooppunten');
    expect(result.data).toEqual({});
  });
});
