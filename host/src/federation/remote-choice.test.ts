import {
  BUCKET_COOKIE,
  CANARY_COOKIE,
  chooseRemotes,
  drawBucket,
  rendersSameReleases,
  shopperFromCookies,
} from './remote-choice';
import type { RemotesManifest } from './remotes-manifest';

const stable = 'http://gc.example/mf-manifest.json';
const next = 'http://gc-next.example/mf-manifest.json';
const product = 'http://product.example/mf-manifest.json';
const manifest = (canary?: { share: number; cookie?: string }): RemotesManifest => ({
  product: { url: product },
  giftcard: { url: stable, canary: canary && { url: next, ...canary } },
});
const choiceFor = (cookie: string | undefined, canary = { share: 0.1 }) =>
  chooseRemotes(manifest(canary), shopperFromCookies(cookie));

describe('chooseRemotes', () => {
  it('gives a shopper without cookies every stable release', () => {
    expect(choiceFor(undefined)).toEqual({
      urls: { product, giftcard: stable },
      canaries: [],
    });
  });

  it('gives the canary to a shopper whose opt-in cookie names the remote, whatever the bucket', () => {
    const choice = choiceFor(`${CANARY_COOKIE}=giftcard; ${BUCKET_COOKIE}=999`, { share: 0 });
    expect(choice).toEqual({ urls: { product, giftcard: next }, canaries: ['giftcard'] });
  });

  it('reads the opt-in as a list, and the canary’s own cookie name when it has one', () => {
    const canary = { share: 0, cookie: 'gc-2026-11' };
    expect(choiceFor(`${CANARY_COOKIE}=product.gc-2026-11`, canary).canaries).toEqual(['giftcard']);
    expect(choiceFor(`${CANARY_COOKIE}=giftcard`, canary).canaries).toEqual([]);
  });

  it.each([
    [0.1, 99, true],
    [0.1, 100, false],
    [0.1, 0, true],
    [0.07, 69, true],
    [0.07, 70, false],
    [0.5, 499, true],
    [0.5, 500, false],
    [1, 999, true],
    [0, 0, false],
  ])('with share %p, bucket %p gets the canary: %p', (share, bucket, canary) => {
    const choice = choiceFor(`${BUCKET_COOKIE}=${bucket}`, { share });
    expect(choice.urls.giftcard).toBe(canary ? next : stable);
  });

  it('leaves a shopper without a bucket out of every share (the server, before the browser drew one)', () => {
    expect(choiceFor(`other=1`, { share: 1 }).canaries).toEqual([]);
  });

  it.each(['1000', '-1', 'abc', '12.5', ''])('reads the bucket %p as no bucket', (value) => {
    expect(shopperFromCookies(`${BUCKET_COOKIE}=${value}`).bucket).toBeUndefined();
  });

  it('sticks: the same cookies give the same releases on every load', () => {
    const cookie = `${BUCKET_COOKIE}=42`;
    const choices = Array.from({ length: 5 }, () => choiceFor(cookie));
    expect(new Set(choices.map((choice) => choice.urls.giftcard))).toEqual(new Set([next]));
  });

  it('is the stable release again once remotes.json names no canary (a rollback)', () => {
    const shopper = shopperFromCookies(`${CANARY_COOKIE}=giftcard; ${BUCKET_COOKIE}=1`);
    expect(chooseRemotes(manifest(), shopper)).toEqual({
      urls: { product, giftcard: stable },
      canaries: [],
    });
  });
});

describe('drawBucket', () => {
  it('draws every bucket from 0 to 999 and nothing outside', () => {
    expect(drawBucket(() => 0)).toBe(0);
    expect(drawBucket(() => 0.0999)).toBe(99);
    expect(drawBucket(() => 0.1)).toBe(100);
    expect(drawBucket(() => 0.999_999_9)).toBe(999);
  });
});

describe('rendersSameReleases', () => {
  const rendered = ['giftcard/GiftcardRoutes', 'product/CategoryNav'];

  it('agrees when each rendered module’s remote comes from the same manifest', () => {
    expect(
      rendersSameReleases(rendered, { giftcard: stable, product }, { giftcard: stable, product }),
    ).toBe(true);
  });

  it('disagrees when the browser chose another release of a rendered remote', () => {
    expect(
      rendersSameReleases(rendered, { giftcard: stable, product }, { giftcard: next, product }),
    ).toBe(false);
  });

  it('ignores a canary of a remote the server left to the browser', () => {
    expect(
      rendersSameReleases(['product/CategoryNav'], { product }, { giftcard: next, product }),
    ).toBe(true);
  });
});
