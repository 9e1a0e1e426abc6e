import { whenHttpConfigured } from '@shop/shared-http';
import { readPageData, splitLocale } from '@shop/shared-ui';
import { productKey } from '../../../api/page-data-keys';
import { getProduct, type ProductDetail } from './product-api';

const PRODUCT_PATH = /^\/p\/([^/]+)\/?$/;
let prefetched: { key: string; answer: Promise<ProductDetail> } | null = null;

/**
 * Starts loading the product the address names while the product page's module loads, before
 * React renders it: the host starts that module with the page (ADR 0013), and on a phone the
 * first render comes hundreds of milliseconds later. It waits for the host's API client.
 */
export function prefetchProductFromAddress(pathname?: string): void {
  // The server loads the module too: it has no address, and its loader fetches the product.
  if (pathname === undefined && typeof window === 'undefined') return;
  const { locale, path } = splitLocale(pathname ?? window.location.pathname);
  const slug = PRODUCT_PATH.exec(path)?.[1];
  if (!slug) return;
  const decoded = decodeURIComponent(slug);
  // A server-rendered page brought the product with it.
  if (readPageData()[productKey(locale, decoded)] !== undefined) return;
  const answer = whenHttpConfigured().then(() => getProduct(decoded));
  // A failure is the page's to show: it takes this answer and shows the error with a retry.
  answer.catch(() => undefined);
  prefetched = { key: `${locale}|${decoded}`, answer };
}

/** The product in a locale: the prefetched answer when it is for this product (taken once). */
export function loadProduct(
  slug: string,
  locale: string,
  signal?: AbortSignal,
): Promise<ProductDetail> {
  if (prefetched?.key === `${locale}|${slug}`) {
    const { answer } = prefetched;
    prefetched = null;
    return answer;
  }
  return getProduct(slug, signal);
}
