import { createListCache, LIST_CACHE_TTL_MS } from './list-cache';

describe('createListCache', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers from the cache for 15 minutes per key, then loads again', async () => {
    const cache = createListCache<string>();
    const load = jest.fn(() => Promise.resolve('page'));
    await cache.get('/catalogue/products?page=1', load);
    jest.advanceTimersByTime(LIST_CACHE_TTL_MS - 1);
    await cache.get('/catalogue/products?page=1', load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('/catalogue/products?page=2', load);
    expect(load).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1);
    await cache.get('/catalogue/products?page=1', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not remember a failed load', async () => {
    const cache = createListCache<string>();
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('page');
    await expect(cache.get('k', load)).rejects.toThrow('down');
    await expect(cache.get('k', load)).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not remember the null a failed list answers', async () => {
    const cache = createListCache<string | null>();
    const load = jest.fn().mockResolvedValueOnce(null).mockResolvedValueOnce('page');
    await expect(cache.get('k', load)).resolves.toBeNull();
    await expect(cache.get('k', load)).resolves.toBe('page');
    await expect(cache.get('k', load)).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a caller stop waiting without cancelling the load others share', async () => {
    const cache = createListCache<string>();
    let finish: (value: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const leaving = new AbortController();
    const first = cache.get('k', load, leaving.signal);
    const second = cache.get('k', load, new AbortController().signal);
    leaving.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    finish('page');
    await expect(second).resolves.toBe('page');
    await expect(cache.get('k', load)).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
