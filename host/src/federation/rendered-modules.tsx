import { createContext, useContext } from 'react';
import { useHydrated } from '@shop/shared-ui';

/** The page data key under which the server lists the remote modules it rendered. */
export const RENDERED_MODULES_KEY = 'host:modules';
/** The page data key of the manifest URL of each remote the server rendered a module of. */
export const RENDERED_REMOTES_KEY = 'host:remotes';
/** The page data key of the VAT mode the server rendered the prices in. */
export const RENDERED_VAT_MODE_KEY = 'host:vatMode';

const RenderedModulesContext = createContext<ReadonlySet<string>>(new Set());

/** The remote modules the server rendered into this page (on the server: is rendering). */
export const RenderedModulesProvider = RenderedModulesContext.Provider;

/**
 * Whether a slot may show its module at once: always after hydration; while the server renders
 * and the browser hydrates, only a module the server rendered (the others keep their
 * placeholder in both, so the two trees match).
 */
export function useMayRenderAtOnce(moduleId: string): boolean {
  const rendered = useContext(RenderedModulesContext);
  const hydrated = useHydrated();
  return hydrated || rendered.has(moduleId);
}

let waiting: {
  pending: Set<string>;
  each: (slot: Element | null) => void;
  all: () => void;
} | null = null;

/**
 * Calls `each` as each of the slots of `moduleIds` commits its hydration (with the slot's
 * element), and `all` once every one has, or after `timeoutMs` whatever has.
 */
export function whenSlotsHydrated(
  moduleIds: readonly string[],
  each: (slot: Element | null) => void,
  all: () => void,
  timeoutMs = 10_000,
): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    waiting = null;
    all();
  };
  waiting = { pending: new Set(moduleIds), each, all: finish };
  if (moduleIds.length === 0) finish();
  setTimeout(finish, timeoutMs);
}

/** A slot's module has committed in the page (the first time it matters: while hydrating). */
export function slotCommitted(moduleId: string): void {
  if (!waiting?.pending.delete(moduleId)) return;
  const { each, pending, all } = waiting;
  each(document.querySelector(`[data-slot="${CSS.escape(moduleId)}"]`));
  if (pending.size === 0) all();
}
