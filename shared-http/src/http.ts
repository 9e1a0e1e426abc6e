import { createApiClient, type ApiClient, type ApiClientConfig } from './client';

/**
 * The page's one API client. The host configures it at start-up (a remote's dev shell does
 * the same); every team calls `http()`. Shared as a Module Federation singleton.
 */
let client: ApiClient | null = null;
let cartSecret: string | null = null;
let announceConfigured: (configured: ApiClient) => void = () => undefined;
const configured = new Promise<ApiClient>((resolve) => (announceConfigured = resolve));

export function configureHttp(config: ApiClientConfig): ApiClient {
  client = createApiClient({ getCartSecret: () => cartSecret, ...config });
  announceConfigured(client);
  return client;
}

/**
 * The client as soon as the host has configured it. For a request a team starts before its
 * first render, such as a page's data while the page's module loads: a remote's module may
 * run before the host has configured the client, and `http()` would throw then.
 */
export function whenHttpConfigured(): Promise<ApiClient> {
  return client ? Promise.resolve(client) : configured;
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
