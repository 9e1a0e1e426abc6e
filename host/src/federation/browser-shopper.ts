import {
  BUCKET_COOKIE,
  BUCKET_COOKIE_MAX_AGE,
  drawBucket,
  shopperFromCookies,
  type Shopper,
} from './remote-choice';

/**
 * This browser's shopper (ADR 0037). A first visit draws the bucket and keeps it in a
 * first-party cookie, so the choice sticks across page loads and the host server, which never
 * sets a cookie on a page it may cache, reads the same bucket from the next request on.
 * (Written by hand: the page's entry runs before the shared modules, js-cookie among them.)
 */
export function browserShopper(random: () => number = Math.random): Shopper {
  const shopper = shopperFromCookies(document.cookie);
  if (shopper.bucket !== undefined) return shopper;
  const bucket = drawBucket(random);
  // Left out on http (the dev servers), where the browser would drop a Secure cookie.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  return { ...shopper, bucket };
}
