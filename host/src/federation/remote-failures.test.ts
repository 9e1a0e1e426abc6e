import { loadRemote } from '@module-federation/enhanced/runtime';
import { forgetRemoteModule, loadRemoteModule, recentRemoteFailure } from './remote-modules';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('a failed remote load', () => {
  it('counts for a slot that mounts moments later, until a retry or ten seconds', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_000);
    const down = new Error('remote down');
    mockedLoadRemote.mockRejectedValueOnce(down);
    await expect(loadRemoteModule('giftcard/GiftcardRoutes')).rejects.toBe(down);
    expect(recentRemoteFailure('giftcard/GiftcardRoutes')).toBe(down);
    jest.spyOn(Date, 'now').mockReturnValue(11_001);
    expect(recentRemoteFailure('giftcard/GiftcardRoutes')).toBeUndefined();
    jest.spyOn(Date, 'now').mockReturnValue(1_500);
    expect(recentRemoteFailure('giftcard/GiftcardRoutes')).toBe(down);
    forgetRemoteModule('giftcard/GiftcardRoutes');
    expect(recentRemoteFailure('giftcard/GiftcardRoutes')).toBeUndefined();
  });
});
