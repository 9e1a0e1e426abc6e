import type { FastifyInstance } from 'fastify';

export interface StopBounds {
  /** How long readiness answers 503 before the server stops taking connections. */
  delayMs: number;
  /** The bound of the whole stop, delay included. */
  timeoutMs: number;
}

/**
 * A stop that loses nothing (ADR 0058): readiness turns false, and for `delayMs` the server still
 * serves while load balancers notice; then it stops listening (a request on a kept-alive
 * connection is answered 503 with `connection: close`, Fastify's `return503OnClosing`), ends the
 * live hub's streams with a hint to reconnect (the hub's preClose) and waits for the requests in
 * flight; then `release` (the database). 'timed out' when that took longer than `timeoutMs`.
 */
export async function stopGracefully(
  app: FastifyInstance,
  bounds: StopBounds,
  release: () => Promise<void>,
): Promise<'stopped' | 'timed out'> {
  let bound: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    bound = setTimeout(resolve, bounds.timeoutMs, 'timed out');
  });
  const stopped = (async () => {
    app.readiness.drain();
    app.log.info(`draining: readiness answers 503; closing in ${bounds.delayMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, bounds.delayMs));
    await app.close();
    await release();
    return 'stopped' as const;
  })();
  try {
    return await Promise.race([stopped, timedOut]);
  } finally {
    clearTimeout(bound);
  }
}
