import * as v from 'valibot';

export const remoteNames = ['account', 'checkout', 'product', 'giftcard'] as const;
export type RemoteName = (typeof remoteNames)[number];

const manifestUrl = v.pipe(
  v.string(),
  v.check((value) => /^(https?:\/\/|\/)/.test(value), 'must be an http(s) URL or an absolute path'),
);

/** `/remotes.json`: remote name → URL of that remote's mf-manifest.json. */
export const remotesManifestSchema = v.object({
  account: v.optional(manifestUrl),
  checkout: v.optional(manifestUrl),
  product: v.optional(manifestUrl),
  giftcard: v.optional(manifestUrl),
});
export type RemotesManifest = v.InferOutput<typeof remotesManifestSchema>;

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
