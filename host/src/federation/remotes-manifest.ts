import * as v from 'valibot';
import { remoteNames, type RemoteName } from '@shop/contracts/modules';

const manifestUrl = v.pipe(
  v.string(),
  v.check((value) => /^(https?:\/\/|\/)/.test(value), 'must be an http(s) URL or an absolute path'),
);

/**
 * A second release of a remote for some shoppers (ADR 0037): those whose opt-in cookie names
 * `cookie` (the remote's name when left out), and the share of shoppers whose bucket falls below
 * `share` (0 when left out: by cookie only).
 */
const canarySchema = v.object({
  url: manifestUrl,
  share: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 0),
  cookie: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and -')),
  ),
});

const remoteWithCanarySchema = v.strictObject({
  url: manifestUrl,
  canary: v.optional(canarySchema),
});

/** One remote: its manifest URL (read as `{ url }`), or `{ url, canary }`. */
const remoteEntrySchema = v.union([
  v.pipe(
    manifestUrl,
    v.transform((url): v.InferOutput<typeof remoteWithCanarySchema> => ({ url })),
  ),
  remoteWithCanarySchema,
]);

/**
 * `/remotes.json`: remote name → URL of that remote's mf-manifest.json, or that and a canary;
 * every remote of the contracts' one list may be named (`@shop/contracts/modules`).
 */
export const remotesManifestSchema = v.object(
  Object.fromEntries(remoteNames.map((name) => [name, v.optional(remoteEntrySchema)])) as Record<
    RemoteName,
    v.OptionalSchema<typeof remoteEntrySchema, undefined>
  >,
);
export type RemotesManifest = v.InferOutput<typeof remotesManifestSchema>;
export type RemoteEntry = NonNullable<RemotesManifest[RemoteName]>;

/**
 * Reads the remotes manifest at start-up. A missing or broken manifest must not take the
 * shell down: the shell then starts without remotes and every slot shows its fallback.
 */
export async function fetchRemotesManifest(
  url = '/remotes.json',
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): Promise<RemotesManifest> {
  try {
    const response = await fetcher(url, { cache: 'no-store', signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const parsed = v.safeParse(remotesManifestSchema, await response.json());
    if (!parsed.success) throw new Error(`${url} is invalid: ${v.summarize(parsed.issues)}`);
    return parsed.output;
  } catch (error) {
    console.error('[host] remotes manifest unavailable, starting without remotes', error);
    return {};
  }
}
