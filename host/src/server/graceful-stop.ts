import type { FastifyInstance } from 'fastify';

/**
 * Whether this host server takes new pages (ADR 0058): a stop turns it false first, so
 * /health/ready answers 503 and load balancers send nothing new while the renders in flight
 * finish.
 */
export interface Readiness {
  readonly draining: boolean;
  drain: () => void;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain: () => void (draining = true),
  };
}

export interface StopBounds {
  /** How long readiness answers 503 before the server stops taking connections. */
  delayMs: number;
  /** The bound of the whole stop, delay included. */
  timeoutMs: number;
}

/**
 * A stop that loses nothing (ADR 0058), as the API's: readiness turns false; for `delayMs` the
 * server still serves while load balancers notice (each answer closing its connection); then it
 * stops listening and waits for the pages in flight. 'timed out' after `timeoutMs`.
 */
export async function stopGracefully(
  app: FastifyInstance,
  readiness: Readiness,
  bounds: StopBounds,
): Promise<'stopped' | 'timed out'> {
  let bound: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    bound = setTimeout(resolve, bounds.timeoutMs, 'timed out');
  });
  const stopped = (async () => {
    readiness.drain();
    app.log.info(`draining: readiness answers 503; closing in ${bounds.delayMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, bounds.delayMs));
    await app.close();
    return 'stopped' as const;
  })();
  try {
    return await Promise.race([stopped, timedOut]);
  } finally {
    clearTimeout(bound);
  }
}
