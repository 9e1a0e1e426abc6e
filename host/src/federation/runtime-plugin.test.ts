import shopRuntimePlugin from './runtime-plugin';
import { SharedVersionMismatchError } from './shared-requirements';

type SnapshotArgs = Parameters<
  NonNullable<ReturnType<typeof shopRuntimePlugin>['loadRemoteSnapshot']>
>[0];
type ErrorArgs = Parameters<
  NonNullable<ReturnType<typeof shopRuntimePlugin>['errorLoadRemote']>
>[0];

const hostOptions = {
  name: 'host',
  shared: { '@shop/shared-ui': [{ version: '1.0.0', from: 'host' }] },
};
const snapshotOf = (requiredVersion: string) =>
  ({
    options: hostOptions,
    moduleInfo: { name: 'giftcard', entry: '/giftcard/mf-manifest.json' },
    manifestJson: {
      shared: [{ name: '@shop/shared-ui', version: '1.0.0', requiredVersion, singleton: true }],
    },
    remoteSnapshot: {},
    from: 'manifest',
  }) as unknown as SnapshotArgs;

describe('the host runtime plugin', () => {
  const plugin = shopRuntimePlugin();
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it("lets a remote load whose shared ranges the host's versions satisfy", () => {
    const args = snapshotOf('^1.0.0');
    expect(plugin.loadRemoteSnapshot?.(args)).toBe(args);
  });

  it('refuses a remote built against a newer shared-ui before its code loads', () => {
    expect(() => plugin.loadRemoteSnapshot?.(snapshotOf('^2.0.0'))).toThrow(
      SharedVersionMismatchError,
    );
  });

  it('names the mismatch in the console when the refused load fails', async () => {
    const error = new SharedVersionMismatchError('giftcard', [
      { name: '@shop/shared-ui', range: '^2.0.0', provided: '1.0.0' },
    ]);
    await plugin.errorLoadRemote?.({
      id: 'giftcard/GiftcardRoutes',
      error,
      lifecycle: 'onLoad',
    } as unknown as ErrorArgs);
    expect(console.error).toHaveBeenCalledWith(
      '[host] remote giftcard needs @shop/shared-ui ^2.0.0, the host provides 1.0.0: not mounted',
    );
  });
});
