// What `pnpm release:check` compares (ADR 0035): a remote's mf-manifest.json against the host's,
// and against the modules the host and the other remotes consume.
import semver from 'semver';

/**
 * The shared modules the remote needs and the host does not provide in a version it accepts.
 * A singleton the host does not provide at all counts too: the remote would run a second copy
 * of state that must be one (the session, the router, the translations).
 */
export function unmetSharedRanges(hostManifest, remoteManifest) {
  const provided = new Map((hostManifest.shared ?? []).map((entry) => [entry.name, entry.version]));
  const unmet = [];
  for (const needed of remoteManifest.shared ?? []) {
    const range = needed.requiredVersion;
    if (typeof range !== 'string' || range === '' || range === '*') continue;
    const version = provided.get(needed.name);
    if (version === undefined) {
      if (needed.singleton) unmet.push({ name: needed.name, range, provided: undefined });
      continue;
    }
    if (!semver.satisfies(version, range, { includePrerelease: true })) {
      unmet.push({ name: needed.name, range, provided: version });
    }
  }
  return unmet;
}

/** The consumed modules ('OrderSearchPage') that the remote's manifest no longer exposes. */
export function missingExposedModules(remoteManifest, consumed) {
  const exposed = new Set((remoteManifest.exposes ?? []).map((entry) => entry.name));
  return consumed.filter((name) => !exposed.has(name));
}

/**
 * Every reason to refuse the release, as sentences; none when the host can mount it and it
 * still offers everything others load.
 */
export function releaseProblems({ remote, hostManifest, remoteManifest, consumed }) {
  return [
    ...unmetSharedRanges(hostManifest, remoteManifest).map(({ name, range, provided }) =>
      provided === undefined
        ? `${remote} needs ${name} ${range}, the host provides none`
        : `${remote} needs ${name} ${range}, the host provides ${provided}`,
    ),
    ...missingExposedModules(remoteManifest, consumed).map(
      (name) =>
        `${remote} no longer exposes ${name}, which the host and the other remotes load ` +
        `(exposedModules in shared-contracts/src/modules/index.ts)`,
    ),
  ];
}
