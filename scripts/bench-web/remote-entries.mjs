// "No remote entry requested before the page needs it" (issue 8): the remotes a page may load
// are those whose modules its route and the header show (the host's route table,
// host/src/federation/route-modules.ts) and the widgets the page's module renders. A remote
// whose entry (remoteEntry.js or mf-manifest.json) the page fetched beyond those is unexpected:
// the federation runtime fetched it early (shareStrategy 'version-first' does that), or a
// slot loads a module it should not.

/** 'checkout/MiniCart' → 'checkout'. */
export const remoteOf = (moduleId) => moduleId.split('/')[0];

/**
 * @param {string[]} requestedUrls  every remote entry file the page requested
 * @param {string[]} neededModules  the exposed modules the page shows
 * @param {Record<string, number>} remotePorts  remote name → the port that serves it
 * @returns {{ needed: string[], requested: string[], unexpected: string[] }} remote names; a
 *   file from a port that serves no remote is named by its origin, and is unexpected too
 */
export function checkRemoteEntries(requestedUrls, neededModules, remotePorts) {
  const needed = [...new Set(neededModules.map(remoteOf))].sort();
  const requested = [
    ...new Set(
      requestedUrls.map((url) => {
        const { port, origin } = new URL(url);
        return (
          Object.keys(remotePorts).find((name) => String(remotePorts[name]) === port) ?? origin
        );
      }),
    ),
  ].sort();
  return { needed, requested, unexpected: requested.filter((name) => !needed.includes(name)) };
}
