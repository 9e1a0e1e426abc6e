import * as v from 'valibot';

/** How long a remote module may take to load in production before its slot shows the fallback. */
export const PRODUCTION_REMOTE_LOAD_TIMEOUT_MS = 5000;

const siteUrl = v.pipe(
  v.string(),
  v.check(
    (value) => /^(https?:\/\/|\/(?![/\\]))/.test(value),
    'must be an http(s) URL or a path on this site',
  ),
);

/**
 * `/host-config.json`: the shell's settings that change per deployment without a rebuild
 * (written by the container from its environment, answered by the dev server in development).
 */
export const hostConfigSchema = v.object({
  /** Where a shopper goes who signs out (spec "Sign-in flow"); without it '/' from a protected page. */
  logoutUrl: v.optional(siteUrl),
  /** A remote module that has not loaded by then shows its slot's fallback with a retry. */
  remoteLoadTimeoutMs: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(120_000)),
    PRODUCTION_REMOTE_LOAD_TIMEOUT_MS,
  ),
});
export type HostConfig = v.InferOutput<typeof hostConfigSchema>;

const defaults: HostConfig = { remoteLoadTimeoutMs: PRODUCTION_REMOTE_LOAD_TIMEOUT_MS };

/**
 * Reads the host's runtime configuration. Like the remotes manifest, a missing or broken file
 * must not take the shell down: it says which setting is wrong and starts with the defaults.
 */
export async function fetchHostConfig(
  url = '/host-config.json',
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): Promise<HostConfig> {
  try {
    const response = await fetcher(url, { cache: 'no-store', signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const parsed = v.safeParse(hostConfigSchema, await response.json());
    if (!parsed.success) throw new Error(`${url} is invalid: ${v.summarize(parsed.issues)}`);
    return parsed.output;
  } catch (error) {
    console.error('[host] host configuration unavailable, starting with the defaults', error);
    return defaults;
  }
}

let loaded: Promise<HostConfig> | null = null;

/** The page's host configuration, read once (the page's entry starts it with the remotes). */
export function loadHostConfig(): Promise<HostConfig> {
  loaded ??= fetchHostConfig();
  return loaded;
}
