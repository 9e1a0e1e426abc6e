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
 * A pattern for the sources of the named packages (a regexp alternation), installed flat
 * (`node_modules/x/`) or by pnpm (`node_modules/.pnpm/x@1.2.3_peer@4/node_modules/x/`).
 */
const packagePattern = (names) =>
  new RegExp(`(^|/)node_modules/(\\.pnpm/[^/]+/node_modules/)?(${names})/`);

const federationPackages = packagePattern('@module-federation|\\.federation');

/**
 * Whether a source is Module Federation's own code: the runtime packages
 * (`@module-federation/*`), the entry the plugin writes (`node_modules/.federation/`), and
 * webpack's runtime modules for federation and sharing. A monolith has none of it.
 */
export const isFederationRuntimeSource = (source) =>
  federationPackages.test(source ?? '') ||
  /^webpack\/runtime\/(embed\/federation|federation runtime|sharing|consumes|remotes loading)$/.test(
    source ?? '',
  );

/**
 * The fraction of the script's bytes the map traces to federation's own code
 * (isFederationRuntimeSource).
 */
export const federationRuntimeFraction = (code, map) =>
  sourceFraction(code, map, isFederationRuntimeSource);

const i18nextPackage = packagePattern('i18next');
// react-i18next with what it bundles: html-parse-stringify (and its void-elements, in its
// older versions) for <Trans>, use-sync-external-store's shim for useTranslation.
const reactI18nextPackages = packagePattern(
  'react-i18next|html-parse-stringify|void-elements|use-sync-external-store',
);

/** Whether a source is i18next's own code (not a plugin, not react-i18next). */
export const isI18nextSource = (source) => i18nextPackage.test(source ?? '');

/** Whether a source is react-i18next's code or a package it bundles. */
export const isReactI18nextSource = (source) => reactI18nextPackages.test(source ?? '');

/**
 * The fractions of the script's bytes the map traces to the translator (ADR 0029), in one walk.
 * @returns {{ i18next: number, reactI18next: number }}
 */
export const translationFractions = (code, map) =>
  sourceFractions(code, map, { i18next: isI18nextSource, reactI18next: isReactI18nextSource });

/** The fraction (0…1) of the script's bytes whose source `counts`. */
function sourceFraction(code, map, counts) {
  return sourceFractions(code, map, { counts }).counts;
}

/**
 * One walk of the map for several questions at once.
 * @param {Record<string, (source: string | null) => boolean>} predicates
 * @returns {Record<string, number>} per predicate, the fraction (0…1) of the script's bytes
 *   whose source it counts
 */
function sourceFractions(code, map, predicates) {
  const lines = code.split('\n');
  const entries = Object.entries(predicates);
  const bytes = Object.fromEntries(entries.map(([name]) => [name, 0]));
  let previous = null;
  const close = (until) => {
    if (!previous) return;
    const end =
      until && until.line === previous.line ? until.column : lines[previous.line - 1].length;
    for (const [name, counts] of entries) {
      if (counts(previous.source)) bytes[name] += Math.max(0, end - previous.column);
    }
  };
  new SourceMapConsumer(map).eachMapping((mapping) => {
    const at = { line: mapping.generatedLine, column: mapping.generatedColumn };
    close(at);
    previous = { ...at, source: sourcePath(mapping.source) };
  });
  close(null);
  return Object.fromEntries(
    entries.map(([name]) => [name, code.length ? bytes[name] / code.length : 0]),
  );
}
