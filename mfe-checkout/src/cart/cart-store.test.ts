import { configureHttp } from '@shop/shared-http';
import { fakeXhrs } from '@shop/shared-http/testing';
import { cartUpdatedEvent } from '@shop/contracts/modules';
import { CART_STORAGE_KEY, cartStore } from './cart-store';

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const cart = (uuid: string, itemCount: number) => ({
  uuid,
  lines: [],
  item_count: itemCount,
  totals: { incl_vat: 0, excl_vat: 0, vat: 0 },
});

describe('cartStore', () => {
  const fetch = jest.fn();
  beforeEach(() => {
    localStorage.clear();
    fetch.mockReset();
    configureHttp({ baseUrl: '/api', fetch });
  });

  it('creates a cart on the first add and sends its secret from then on', async () => {
    fetch
      .mockImplementationOnce(() => json({ uuid: 'c1', secret: 's1' }, 201))
      .mockImplementationOnce(() => json(cart('c1', 2)));
    const events: number[] = [];
    window.addEventListener(cartUpdatedEvent, (e) =>
      events.push((e as CustomEvent).detail.itemCount),
    );

    await cartStore.addLine({ variationId: 5, quantity: 2 });

    const [createUrl] = fetch.mock.calls[0] as [string, RequestInit];
    const [addUrl, addInit] = fetch.mock.calls[1] as [string, RequestInit];
    expect(createUrl).toBe('/api/carts');
    expect(addUrl).toBe('/api/carts/c1/lines');
    expect((addInit.headers as Record<string, string>)['x-cart-secret']).toBe('s1');
    expect(JSON.parse(addInit.body as string)).toEqual({ variationId: 5, quantity: 2 });
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}')).toEqual({
      uuid: 'c1',
      secret: 's1',
    });
    expect(cartStore.getSnapshot().cart?.item_count).toBe(2);
    expect(events).toContain(2);
  });

  it('forgets a cart that became an order, even while a widget’s load of it is on its way', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ uuid: 'paid', secret: 's' }));
    let answer: (response: Response) => void = () => undefined;
    fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const loading = cartStore.load('nl-nl');
    cartStore.forget();
    answer(new Response(JSON.stringify(cart('paid', 1))));
    await loading;
    expect(cartStore.getSnapshot().cart).toBeNull();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('replaces a cart the API no longer knows, once', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ uuid: 'old', secret: 'x' }));
    fetch
      .mockImplementationOnce(() => json({ 'hydra:description': 'Not found' }, 404))
      .mockImplementationOnce(() => json({ uuid: 'new', secret: 'y' }, 201))
      .mockImplementationOnce(() => json(cart('new', 1)));
    await cartStore.addLine({ variationId: 5, quantity: 1 });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/carts/old/lines',
      '/api/carts',
      '/api/carts/new/lines',
    ]);
    expect(cartStore.getSnapshot().cart?.uuid).toBe('new');
  });

  it('keeps the cart and reports the error when the API refuses a line', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ uuid: 'c1', secret: 's1' }));
    fetch.mockImplementationOnce(() =>
      json({ 'hydra:description': 'This option is sold out' }, 422),
    );
    await expect(cartStore.addLine({ variationId: 9, quantity: 1 })).rejects.toThrow(
      'This option is sold out',
    );
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
  });

  it('uploads a letter once per cart, so adding again after a refusal reuses it', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ uuid: 'c1', secret: 's1' }));
    const letterId = '0b7d3c3e-95a4-4f57-9f0e-6f4f7a1f2b11';
    const uploads = fakeXhrs((xhr) => {
      xhr.progress(4096, 10240);
      xhr.progress(10240, 10240);
      xhr.respond(201, { id: letterId, file_name: 'brief.pdf' });
    });
    configureHttp({ baseUrl: '/api', fetch, createXhr: uploads.createXhr });
    fetch
      .mockImplementationOnce(() => json({ 'hydra:description': 'Typ een tekst' }, 400))
      .mockImplementationOnce(() => json(cart('c1', 1)));
    const letter = new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });
    const stages: unknown[][] = [];
    const line = { variationId: 5, quantity: 1, letter };

    await expect(cartStore.addLine(line, (...stage) => stages.push(stage))).rejects.toThrow(
      'Typ een tekst',
    );
    await cartStore.addLine(line);

    expect(uploads.requests.map((xhr) => [xhr.url, xhr.requestHeaders['x-cart-secret']])).toEqual([
      ['/api/carts/c1/letters', 's1'],
    ]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/carts/c1/lines',
      '/api/carts/c1/lines',
    ]);
    expect(stages).toEqual([
      ['uploadingLetter'],
      ['uploadingLetter', { loaded: 4096, total: 10240 }],
      ['uploadingLetter', { loaded: 10240, total: 10240 }],
      ['adding'],
    ]);
    const [, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ variationId: 5, quantity: 1, letterId });
  });
  it('loads once for widgets asking together, again for a new language, and keeps only the latest answer', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ uuid: 'c1', secret: 's1' }));
    const answers: ((count: number) => void)[] = [];
    fetch.mockImplementation(
      () =>
        new Promise<Response>((resolve) =>
          answers.push((count) => resolve(new Response(JSON.stringify(cart('c1', count))))),
        ),
    );
    const dutch = cartStore.load('nl-nl');
    expect(cartStore.load('nl-nl')).toBe(dutch);
    const english = cartStore.load('en-us');
    expect(fetch).toHaveBeenCalledTimes(2);

    // The Dutch answer comes last, but the English load was asked for later: it wins.
    answers[1]!(7);
    await english;
    answers[0]!(3);
    await dutch;
    expect(cartStore.getSnapshot().cart?.item_count).toBe(7);
    expect(cartStore.getSnapshot().loading).toBe(false);
  });
});
