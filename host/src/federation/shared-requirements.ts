import { satisfy } from '@module-federation/enhanced/runtime';

/** A shared module as a build's mf-manifest.json lists it. */
export interface SharedNeed {
  name: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** What the federation runtime knows of the page's shared modules: who registered which. */
interface FederationOptions {
  name: string;
  shared?: Record<string, { version?: string; from?: string }[]>;
}

export interface UnmetSharedNeed {
  name: string;
  range: string;
  /** The version the host provides; undefined when it provides none. */
  provided: string | undefined;
}

/** The versions of the shared modules the host itself provides (not those a remote brought). */
export function providedSharedVersions(options: FederationOptions): Map<string, string> {
  const provided = new Map<string, string>();
  for (const [name, entries] of Object.entries(options.shared ?? {})) {
    const own = entries.find((entry) => entry.from === options.name) ?? entries[0];
    if (own?.version) provided.set(name, own.version);
  }
  return provided;
}

/** The package a module belongs to: 'react-dom/client' → 'react-dom', '@shop/shared-ui/router' → '@shop/shared-ui'. */
const packageOf = (name: string): string =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The remote's shared needs the host does not meet (ADR 0035): a version outside the range the
 * remote was built for, or a singleton the host does not provide at all. A subpath
 * ('@shop/shared-ui/router') unmet as its package is, is not named again.
 */
export function unmetSharedNeeds(
  needs: readonly SharedNeed[],
  provided: ReadonlyMap<string, string>,
): UnmetSharedNeed[] {
  const unmet: UnmetSharedNeed[] = [];
  for (const need of needs) {
    const range = need.requiredVersion;
    if (!range || range === '*') continue;
    // A subpath the host has not used yet ('react-dom/client' in the host server, which renders
    // with react-dom/server) is its package's copy, at the package's version.
    const version = provided.get(need.name) ?? provided.get(packageOf(need.name));
    if (version === undefined ? need.singleton : !satisfy(version, range)) {
      unmet.push({ name: need.name, range, provided: version });
    }
  }
  return unmet.filter(
    (need) =>
      !unmet.some(
        (owner) =>
          need.name.startsWith(`${owner.name}/`) &&
          owner.range === need.range &&
          owner.provided === need.provided,
      ),
  );
}

/** '[host] remote giftcard needs @shop/shared-ui ^2.0.0, the host provides 1.0.0: not mounted' */
export function describeUnmetNeeds(
  remote: string,
  unmet: readonly UnmetSharedNeed[],
  who = 'host',
): string {
  const needs = unmet
    .map(({ name, range, provided }) => `${name} ${range}, the host provides ${provided ?? 'none'}`)
    .join('; ');
  return `[${who}] remote ${remote} needs ${needs}: not mounted`;
}

/** A remote the host refuses to mount: its message names every unmet need. */
export class SharedVersionMismatchError extends Error {
  readonly description: string;

  constructor(
    readonly remote: string,
    readonly unmet: readonly UnmetSharedNeed[],
  ) {
    const description = describeUnmetNeeds(remote, unmet);
    super(description);
    this.name = 'SharedVersionMismatchError';
    // The federation runtime prefixes the message of an error that passes through its hooks.
    this.description = description;
  }
}
