import { createApiClient, type ApiClient, type ApiClientConfig } from './client';

/**
 * The page's one API client. The host configures it at start-up (a remote's dev shell does
 * the same); every team calls `http()`. Shared as a Module Federation singleton.
 */
let client: ApiClient | null = null;
let cartSecret: string | null = null;

export function configureHttp(config: ApiClientConfig): ApiClient {
  client = createApiClient({ getCartSecret: () => cartSecret, ...config });
  return client;
}

/** The checkout team keeps the visitor's cart secret here; it is sent on /carts paths only. */
export function setCartSecret(secret: string | null): void {
  cartSecret = secret;
}

/** The visitor's cart secret, if the checkout team has set one (the token request sends it). */
export function currentCartSecret(): string | null {
  return cartSecret;
}

export function http(): ApiClient {
  if (!client) throw new Error('The API client is not configured: call configureHttp() first');
  return client;
}
