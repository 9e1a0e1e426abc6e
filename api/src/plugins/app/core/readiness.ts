import fp from 'fastify-plugin';

/**
 * Whether this instance takes new work (ADR 0058): a stop turns it false first, so /health/ready
 * answers 503 and load balancers send nothing new while the requests in flight finish.
 */
export interface Readiness {
  readonly draining: boolean;
  /** The stop has begun: readiness answers 503 from now on. */
  drain: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export default fp(
  async (app) => {
    let draining = false;
    app.decorate('readiness', {
      get draining() {
        return draining;
      },
      drain: () => void (draining = true),
    } satisfies Readiness);
    // A kept-alive connection would hold the stop until its client lets go (Node closes only the
    // connections idle when it starts): every answer from the drain on closes its own.
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
  },
  { name: 'readiness' },
);
