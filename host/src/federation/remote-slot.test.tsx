import { act, render, screen } from '@testing-library/react';
import { initShopI18n } from '@shop/shared-ui';
import '../i18n/host-texts';
import { loadedRemoteModule, loadRemoteModule, recentRemoteFailure } from './remote-modules';
import { RemoteSlot } from './remote-slot';

jest.mock('./remote-modules', () => ({
  loadRemoteModule: jest.fn(),
  loadedRemoteModule: jest.fn(),
  forgetRemoteModule: jest.fn(),
  recentRemoteFailure: jest.fn(),
}));
const mockedLoad = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const mockedLoaded = loadedRemoteModule as jest.MockedFunction<typeof loadedRemoteModule>;
const mockedFailure = recentRemoteFailure as jest.MockedFunction<typeof recentRemoteFailure>;

describe('RemoteSlot', () => {
  beforeAll(async () => {
    await initShopI18n('en-us');
  });
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the localized fallback when the remote is down, and recovers on retry', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('remote down'));
    render(<RemoteSlot module="giftcard/GiftcardRoutes" />);
    expect(await screen.findByText('An error has occurred')).toBeInTheDocument();

    mockedLoad.mockResolvedValueOnce({ default: () => <p>balance lookup</p> });
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText('balance lookup')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('renders a module that has loaded already at once, without a loading state', () => {
    mockedLoaded.mockReturnValueOnce({ default: () => <p>mini cart</p> });
    render(<RemoteSlot module="checkout/MiniCart" variant="widget" />);
    // Synchronously: no skeleton first, so React has no reveal to hold back.
    expect(screen.getByText('mini cart')).toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('shows the module as soon as it has loaded, without holding it back for a reveal', async () => {
    jest.useFakeTimers();
    try {
      let arrive: (exports: Record<string, unknown>) => void = () => undefined;
      mockedLoad.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
      render(<RemoteSlot module="product/ProductPage" />);
      expect(screen.getByRole('status')).toBeInTheDocument();
      await act(async () => arrive({ default: () => <h1>Zonnig boeket</h1> }));
      // No timer has run: the content is there as soon as the load has answered.
      expect(screen.getByRole('heading', { name: 'Zonnig boeket' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the fallback at once for a module that failed to load moments ago', () => {
    mockedLoad.mockClear();
    mockedFailure.mockReturnValue(new Error('remote down'));
    try {
      render(<RemoteSlot module="giftcard/GiftcardRoutes" />);
      expect(screen.getByText('An error has occurred')).toBeInTheDocument();
      expect(mockedLoad).not.toHaveBeenCalled();
    } finally {
      mockedFailure.mockReset();
    }
  });

  it('loads a personal widget (the mini cart) only once the page is idle', async () => {
    mockedLoad.mockClear();
    const idle: (() => void)[] = [];
    const requestIdleCallback = jest.fn((callback: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(2000);
      return idle.push(callback);
    });
    Object.assign(window, { requestIdleCallback, cancelIdleCallback: jest.fn() });
    try {
      mockedLoad.mockImplementation(async (id) => ({
        default: () => <p>{id === 'checkout/MiniCart' ? 'mini cart' : 'categories'}</p>,
      }));
      render(<RemoteSlot module="checkout/MiniCart" variant="widget" />);
      render(<RemoteSlot module="product/CategoryNav" variant="widget" />);
      // The page's own widget loads at once; the personal one waits for the idle callback.
      expect(mockedLoad.mock.calls.map(([id]) => id)).toEqual(['product/CategoryNav']);
      expect(idle).toHaveLength(1);
      await act(async () => idle[0]!());
      expect(await screen.findByText('mini cart')).toBeInTheDocument();
      expect(mockedLoad.mock.calls.map(([id]) => id)).toContain('checkout/MiniCart');
    } finally {
      mockedLoad.mockReset();
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
      delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
    }
  });

  it('keeps a widget failure small', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('remote down'));
    render(<RemoteSlot module="checkout/MiniCart" variant="widget" />);
    expect(await screen.findByText('Temporarily unavailable.')).toBeInTheDocument();
  });
});
