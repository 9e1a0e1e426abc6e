import { act, render, screen } from '@testing-library/react';
import { initShopI18n, registerTranslations } from '@shop/shared-ui';
import { hostMessages } from '../i18n/host-messages';
import { loadRemoteModule } from './remote-modules';
import { RemoteSlot } from './remote-slot';

jest.mock('./remote-modules', () => ({
  loadRemoteModule: jest.fn(),
  forgetRemoteModule: jest.fn(),
}));
const mockedLoad = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

describe('RemoteSlot', () => {
  beforeAll(async () => {
    await initShopI18n('en-us');
    registerTranslations('host', hostMessages);
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

  it('keeps a widget failure small', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('remote down'));
    render(<RemoteSlot module="checkout/MiniCart" variant="widget" />);
    expect(await screen.findByText('Temporarily unavailable.')).toBeInTheDocument();
  });
});
