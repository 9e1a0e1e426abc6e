// Where the server reaches a remote when that is not where the browser does (inside docker
// compose: http://mfe-product rather than http://localhost:3003): REMOTE_INTERNAL_ORIGINS, as
// "public=internal" pairs separated by spaces or commas.
let internalOrigins = new Map<string, string>();

export function configureInternalOrigins(setting = ''): void {
  internalOrigins = new Map(
    setting
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((pair) => {
        const [from = '', to = ''] = pair.split('=');
        return [new URL(from).origin, new URL(to).origin] as const;
      }),
  );
}

/** The URL as the server reaches it. */
export function internalUrl(url: string): string {
  const parsed = new URL(url);
  const internal = internalOrigins.get(parsed.origin);
  return internal ? `${internal}${parsed.pathname}${parsed.search}` : url;
}
