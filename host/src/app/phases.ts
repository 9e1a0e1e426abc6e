/**
 * The shell's start-up phases as User Timing measures (`shop:*`), so a trace of a page load
 * says what each long task belonged to (the bench's long tasks, issue 32). They cost a mark and
 * a measure each, and show in the browser's performance panel too.
 */
export type StartPhase = 'federation-start' | 'translations' | 'hydration';

/** Starts measuring `phase`; the answer ends it (once; later calls do nothing). */
export function startPhase(phase: StartPhase): () => void {
  const timing = globalThis.performance;
  const name = `shop:${phase}`;
  const start = `${name}:start`;
  timing?.mark?.(start);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    try {
      timing?.measure?.(name, start);
    } catch {
      // The start mark was cleared by someone else: the measure is only a diagnostic.
    }
  };
}

/**
 * Lets the browser in before the next step of the start-up: a tap or a paint waiting since the
 * last step goes first, and the steps are tasks of their own instead of one long task (issue
 * 32). `scheduler.yield()` where the browser has it (the rest of the start-up then keeps its
 * place in the queue), a new task otherwise.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long a personal widget waits at most for the page to be idle. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` when the browser is idle (at the latest after IDLE_TIMEOUT_MS), or at once where
 * it cannot tell; the answer cancels it if it has not run yet.
 */
export function whenIdle(work: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  const idle = globalThis as {
    requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
  if (typeof idle.requestIdleCallback === 'function') {
    const handle = idle.requestIdleCallback(work, { timeout: timeoutMs });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
