import type * as HttpModule from './http';

// Each test gets the module fresh: the page's client is module state.
const freshHttp = () => {
  let module: typeof HttpModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof HttpModule>('./http');
  });
  return module!;
};
const fetch = () => Promise.resolve(new Response('{}'));

describe('the page’s API client', () => {
  it('refuses a call before the host has configured it', () => {
    const { http } = freshHttp();
    expect(() => http()).toThrow('The API client is not configured');
  });

  it('gives a team the client once the host configures it, not before', async () => {
    const { configureHttp, whenHttpConfigured } = freshHttp();
    let answered = false;
    const waiting = whenHttpConfigured().then((client) => {
      answered = true;
      return client;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    const client = configureHttp({ baseUrl: '/api', fetch });
    await expect(waiting).resolves.toBe(client);
  });

  it('answers at once when the client is configured already', async () => {
    const { configureHttp, whenHttpConfigured } = freshHttp();
    configureHttp({ baseUrl: '/api', fetch });
    const again = configureHttp({ baseUrl: '/api', fetch });
    await expect(whenHttpConfigured()).resolves.toBe(again);
  });
});
