import { remoteNames, type RemoteName } from '@shop/contracts/modules';
import type { RemotesManifest } from './remotes-manifest';

/**
 * Which release of each remote a shopper gets (ADR 0037). Pure: the browser decides with
 * `document.cookie` before it registers the remotes, the host server with the request's Cookie
 * header, and both come to the same answer for the same cookies and remotes.json.
 */

/** Opt-in: `shop-host-canary=giftcard` (several: `giftcard.product`) gets those canaries. */
export const CANARY_COOKIE = 'shop-host-canary';
/** The shopper's bucket, 0 to 999, drawn once: one bucket for every remote's share. */
export const BUCKET_COOKIE = 'shop-host-bucket';
export const BUCKET_COUNT = 1000;
/** The bucket is kept for a year (in seconds, the cookie's Max-Age), as the VAT mode is. */
export const BUCKET_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface Shopper {
  /** Undefined until the browser has drawn one: such a shopper is in no share. */
  bucket: number | undefined;
  /** The canary names the opt-in cookie lists. */
  optIns: readonly string[];
}

/** The chosen manifest URL of each listed remote, and the remotes whose canary was chosen. */
export interface RemoteChoice {
  urls: Partial<Record<RemoteName, string>>;
  canaries: RemoteName[];
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim();
    }
  }
  return undefined;
}

/** A bucket as the cookie holds it, or undefined for anything that is not one. */
export function bucketOf(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,3}$/.test(value)) return undefined;
  return Number(value);
}

/** The shopper as a Cookie header (or `document.cookie`) describes them. */
export function shopperFromCookies(header: string | undefined): Shopper {
  const optIns = (cookieValue(header, CANARY_COOKIE) ?? '').split(/[.,]/).filter(Boolean);
  return { bucket: bucketOf(cookieValue(header, BUCKET_COOKIE)), optIns };
}

/**
 * Whether this shopper gets the remote's canary: they opted in by cookie, or their bucket is
 * within the share (share 0.1: buckets 0 to 99; share 1: all; share 0: none).
 */
export function isCanaryShopper(
  name: RemoteName,
  canary: { share: number; cookie?: string },
  shopper: Shopper,
): boolean {
  if (shopper.optIns.includes(canary.cookie ?? name)) return true;
  return shopper.bucket !== undefined && shopper.bucket < Math.round(canary.share * BUCKET_COUNT);
}

export function chooseRemotes(manifest: RemotesManifest, shopper: Shopper): RemoteChoice {
  const choice: RemoteChoice = { urls: {}, canaries: [] };
  for (const name of remoteNames) {
    const entry = manifest[name];
    if (!entry) continue;
    const canary = entry.canary && isCanaryShopper(name, entry.canary, shopper);
    choice.urls[name] = canary && entry.canary ? entry.canary.url : entry.url;
    if (canary) choice.canaries.push(name);
  }
  return choice;
}

/** A new shopper's bucket. */
export const drawBucket = (random: () => number = Math.random): number =>
  Math.min(BUCKET_COUNT - 1, Math.floor(random() * BUCKET_COUNT));

/**
 * Whether the browser loads the releases the server rendered: each remote of a rendered module
 * ('giftcard/GiftcardRoutes') has the manifest URL the server rendered it from. A page the server
 * rendered before a rollback, or a cached page of the stable release shown to a canary shopper,
 * is rendered by the browser itself instead of hydrated with a mismatch.
 */
export function rendersSameReleases(
  renderedModules: readonly string[],
  serverUrls: Partial<Record<string, string>>,
  browserUrls: RemoteChoice['urls'],
): boolean {
  return renderedModules.every((moduleId) => {
    const name = moduleId.split('/')[0] as RemoteName;
    return serverUrls[name] === browserUrls[name];
  });
}
