// How much of a script is shared code: the host provides its shared modules eagerly, so its
// main.js holds React, the router, i18next and shared-* beside the host's own code and the
// federation runtime (ADR 0013). The source map says which bytes came from which source file;
// shared-chunks.json says which source files the shared modules brought.
import { SourceMapConsumer } from 'source-map-js';

/**
 * `webpack://shop_host/../shared-ui/src/x.ts` and `../shared-ui/src/x.ts` → `shared-ui/src/x.ts`:
 * the source map library resolves the `../` away, so both sides drop it.
 */
const sourcePath = (source) =>
  source?.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '') ?? null;

/**
 * @param {string} code  the script as served
 * @param {object} map   its source map (JSON)
 * @param {Iterable<string>} sharedSources  source paths as shared-chunks.json lists them
 * @returns {number} the fraction (0…1) of the script's bytes that came from shared sources
 */
export function sharedFraction(code, map, sharedSources) {
  const shared = new Set([...sharedSources].map(sourcePath));
  return sourceFraction(code, map, (source) => shared.has(source));
}

/**
 * Whether a source is Module Federation's own code: the runtime packages
 * (`@module-federation/*`), the entry the plugin writes (`node_modules/.federation/`), and
 * webpack's runtime modules for federation and sharing. A monolith has none of it.
 */
export const isFederationRuntimeSource = (source) =>
  /(^|\/)node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(@module-federation\/|\.federation\/)/.test(
    source ?? '',
  ) ||
  /^webpack\/runtime\/(embed\/federation|federation runtime|sharing|consumes|remotes loading)$/.test(
    source ?? '',
  );

/**
 * The fraction of the script's bytes the map traces to federation's own code
 * (isFederationRuntimeSource).
 */
export const federationRuntimeFraction = (code, map) =>
  sourceFraction(code, map, isFederationRuntimeSource);

/** The fraction (0…1) of the script's bytes whose source `counts`. */
function sourceFraction(code, map, counts) {
  const lines = code.split('\n');
  let sharedBytes = 0;
  let previous = null;
  const close = (until) => {
    if (!previous) return;
    const end =
      until && until.line === previous.line ? until.column : lines[previous.line - 1].length;
    if (counts(previous.source)) sharedBytes += Math.max(0, end - previous.column);
  };
  new SourceMapConsumer(map).eachMapping((mapping) => {
    const at = { line: mapping.generatedLine, column: mapping.generatedColumn };
    close(at);
    previous = { ...at, source: sourcePath(mapping.source) };
  });
  close(null);
  return code.length ? sharedBytes / code.length : 0;
}
