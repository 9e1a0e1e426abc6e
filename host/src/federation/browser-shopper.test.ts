import { browserShopper } from './browser-shopper';
import { BUCKET_COOKIE, CANARY_COOKIE, chooseRemotes, shopperFromCookies } from './remote-choice';
import type { RemotesManifest } from './remotes-manifest';

const clearCookies = () => {
  for (const name of [BUCKET_COOKIE, CANARY_COOKIE]) {
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
};
const manifest: RemotesManifest = {
  giftcard: {
    url: '/gc/mf-manifest.json',
    canary: { url: '/gc-next/mf-manifest.json', share: 0.5 },
  },
};

describe('browserShopper', () => {
  afterEach(clearCookies);

  it('draws a bucket on the first visit and keeps it in a first-party cookie', () => {
    expect(browserShopper(() => 0.123).bucket).toBe(123);
    expect(document.cookie).toContain(`${BUCKET_COOKIE}=123`);
  });

  it('keeps the bucket it drew: later loads do not draw again', () => {
    browserShopper(() => 0.2);
    expect(browserShopper(() => 0.9).bucket).toBe(200);
  });

  it('reads the opt-in cookie', () => {
    document.cookie = `${CANARY_COOKIE}=giftcard; Path=/`;
    expect(browserShopper(() => 0.9).optIns).toEqual(['giftcard']);
  });

  it('chooses as the host server does with the cookies the browser then sends', () => {
    for (const random of [0.1, 0.499, 0.5, 0.9]) {
      clearCookies();
      const inBrowser = chooseRemotes(
        manifest,
        browserShopper(() => random),
      );
      // The next request carries document.cookie as its Cookie header.
      const onServer = chooseRemotes(manifest, shopperFromCookies(document.cookie));
      expect(onServer).toEqual(inBrowser);
    }
  });
});
