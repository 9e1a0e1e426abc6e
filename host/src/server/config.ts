import * as v from 'valibot';

const url = v.pipe(v.string(), v.url());
/** An origin as a CSP source: scheme, host and optional port, nothing else. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;
const milliseconds = (fallback: number) =>
  v.optional(
    v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(0)),
    String(fallback),
  );

/** SIGTERM: how long readiness answers 503 before the server stops taking connections. */
export const DEFAULT_SHUTDOWN_DELAY_MS = 5000;

/** The host server's settings, from its environment (ADR 0033). */
const serverConfigSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.number(), v.integer()), '3010'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  /** The API as the server reaches it (an internal address; the browser uses /api). */
  API_URL: url,
  /** remotes.json: the same file the browser reads, a path or a URL; re-read while running. */
  REMOTES_JSON: v.string(),
  /** The host's browser build: its index.html is the page's frame. */
  HTML_TEMPLATE: v.string(),
  /** The site's public origin; without it, the request's. */
  SITE_ORIGIN: v.optional(url),
  /** How long a page waits for one remote (its module and its data) before its placeholder. */
  REMOTE_RENDER_BUDGET_MS: milliseconds(300),
  /**
   * How often remotes.json and the remotes' server entries are checked for a new release. At most
   * 30 s: a rollback reaches the server's pages within that (ADR 0037).
   */
  REMOTES_REVALIDATE_MS: v.pipe(milliseconds(5000), v.maxValue(30_000)),
  /** How long a rendered anonymous page is served from memory. */
  PAGE_CACHE_MS: milliseconds(10_000),
  /** "public=internal" origin pairs: where the server reaches a remote the browser reaches elsewhere. */
  REMOTE_INTERNAL_ORIGINS: v.optional(v.string(), ''),
  /** Sources the CSP allows scripts, styles and requests from besides the site: the remotes. */
  REMOTE_ORIGINS: v.optional(v.string(), ''),
  /**
   * The payment provider's origins, space-separated (ADR 0052): its card fields' script and
   * frames, and its method and bank logos (Mollie: `https://js.mollie.com https://www.mollie.com`;
   * offline, the stand-in's origin). Origins only: a path or a `;` would change the policy.
   */
  PAYMENT_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((origins) => origins.split(/\s+/).filter(Boolean).join(' ')),
      v.check(
        (origins) => origins === '' || origins.split(' ').every((origin) => ORIGIN.test(origin)),
        'PAYMENT_ORIGINS: space-separated origins such as https://js.mollie.com',
      ),
    ),
    '',
  ),
  /**
   * On SIGTERM, how long the server keeps serving with /health/ready answering 503 before it
   * stops taking connections (ADR 0058). Unset: 5 s in production, none elsewhere.
   */
  SHUTDOWN_DELAY_MS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(0)),
  ),
  /** The bound of the whole stop, delay included; under Kubernetes' 30 s grace period. */
  SHUTDOWN_TIMEOUT_MS: v.pipe(milliseconds(25_000), v.minValue(1000)),
});

export type ServerConfig = Omit<v.InferOutput<typeof serverConfigSchema>, 'SHUTDOWN_DELAY_MS'> & {
  SHUTDOWN_DELAY_MS: number;
};

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = v.safeParse(serverConfigSchema, env);
  if (!parsed.success) {
    throw new Error(`The host server's settings are invalid: ${v.summarize(parsed.issues)}`);
  }
  const delay =
    parsed.output.SHUTDOWN_DELAY_MS ??
    (env.NODE_ENV === 'production' ? DEFAULT_SHUTDOWN_DELAY_MS : 0);
  if (delay >= parsed.output.SHUTDOWN_TIMEOUT_MS) {
    throw new Error(
      "The host server's settings are invalid: SHUTDOWN_DELAY_MS must be shorter than SHUTDOWN_TIMEOUT_MS",
    );
  }
  return { ...parsed.output, SHUTDOWN_DELAY_MS: delay };
}
