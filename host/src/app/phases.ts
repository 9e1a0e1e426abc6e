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
