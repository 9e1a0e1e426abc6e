import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  forgetRemoteModule,
  loadedRemoteModule,
  loadRemoteModule,
  REMOTE_LOAD_TIMEOUT_MS,
  registerRemotesFromManifest,
  RemoteLoadError,
} from './remote-modules';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('loadRemoteModule', () => {
  afterEach(() => {
    jest.useRealTimers();
    forgetRemoteModule('product/CataloguePage');
  });

  it('shares one load between callers that ask at the same time', async () => {
    mockedLoadRemote.mockResolvedValue({ default: 'page' });
    const [a, b] = await Promise.all([
      loadRemoteModule('product/CataloguePage'),
      loadRemoteModule('product/CataloguePage'),
    ]);
    expect(a).toBe(b);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('keeps what has loaded for a synchronous look, until it is forgotten', async () => {
    const exports = { default: 'page' };
    mockedLoadRemote.mockResolvedValue(exports);
    const pending = loadRemoteModule('product/CataloguePage');
    expect(loadedRemoteModule('product/CataloguePage')).toBeUndefined();
    await pending;
    expect(loadedRemoteModule('product/CataloguePage')).toBe(exports);
    forgetRemoteModule('product/CataloguePage');
    expect(loadedRemoteModule('product/CataloguePage')).toBeUndefined();
  });

  it('gives up on a remote that never answers', async () => {
    jest.useFakeTimers();
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    const pending = loadRemoteModule('product/CataloguePage');
    const assertion = expect(pending).rejects.toBeInstanceOf(RemoteLoadError);
    jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
    await assertion;
  });

  it('waits as long as the registered load timeout, such as a dev server’s 30 s', async () => {
    jest.useFakeTimers();
    registerRemotesFromManifest({}, 30_000);
    try {
      mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
      let outcome: unknown = 'loading';
      loadRemoteModule('product/CataloguePage').catch((error: unknown) => (outcome = error));
      await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
      expect(outcome).toBe('loading');
      await jest.advanceTimersByTimeAsync(30_000 - REMOTE_LOAD_TIMEOUT_MS);
      expect(outcome).toBeInstanceOf(RemoteLoadError);
    } finally {
      registerRemotesFromManifest({});
    }
  });

  it('forgets a failure so that a retry loads again', async () => {
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('RUNTIME-003'))
      .mockResolvedValueOnce({ default: 'page' });
    await expect(loadRemoteModule('product/CataloguePage')).rejects.toThrow('RUNTIME-003');
    await expect(loadRemoteModule('product/CataloguePage')).resolves.toEqual({ default: 'page' });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });
});
