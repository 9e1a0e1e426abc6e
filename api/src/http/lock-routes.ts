import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GenericSchema } from 'valibot';
import { sendError } from './hydra';
import { sendLockConflict } from './lock-conflict';
import { jsonLd } from './answers';

type ItemRequest = FastifyRequest<{ Params: { uuid: string } }>;

export interface LockRoutesOptions {
  /** What is locked, for the document's summaries: 'an address', 'your company', 'a user'. */
  noun: string;
  /** The item's answer schema (ADR 0038) and the document's tag. */
  answer: GenericSchema;
  tag: string;
  params: unknown;
  /** The other answers the routes may give (403 read-only, 409 held by someone else). */
  refusals: Record<number, unknown>;
  security?: Record<string, string[]>[];
  /** Who may lock it: a preHandler that answers 404 or 403 (and sends nothing to let it be). */
  guard?: { preHandler: (request: ItemRequest, reply: FastifyReply) => Promise<unknown> };
  /** The item's IRI, its lock's key; null when the caller may not see it (404). */
  lockKey: (request: ItemRequest) => Promise<string | null>;
  /** Answers the item as it is now, published to whoever watches it. */
  sendItem: (request: ItemRequest, reply: FastifyReply) => Promise<FastifyReply>;
}

/**
 * `POST /{uuid}/lock` and `POST /{uuid}/unlock` for an item someone edits (ADR 0008): the lock is
 * taken or renewed for the caller, or released; someone else's lock answers 409 with their
 * activity; otherwise the item comes back with its activity and is published on the hub. The
 * address book, the company and a company's users lock alike.
 */
export function lockRoutes(app: FastifyInstance, options: LockRoutesOptions): void {
  for (const take of [true, false]) {
    app.post<{ Params: { uuid: string } }>(
      take ? '/:uuid/lock' : '/:uuid/unlock',
      {
        schema: {
          answers: {
            200: jsonLd(
              options.answer,
              take ? `${options.noun}, locked by you` : `${options.noun}, unlocked`,
            ),
            ...options.refusals,
          },
          tags: [options.tag],
          summary: take
            ? `Take (or renew) the lock on ${options.noun} while you edit it`
            : `Release your lock on ${options.noun}`,
          ...(options.security ? { security: options.security } : {}),
          params: options.params,
        },
        ...options.guard,
      },
      async (request, reply) => {
        const key = await options.lockKey(request);
        if (!key) return sendError(reply, 404, 'errors.notFoundResource');
        const holder = request.customer!.uuid;
        const outcome = take
          ? await app.locks.acquire(key, holder)
          : await app.locks.release(key, holder);
        if (outcome.status === 'held-by-other') return sendLockConflict(reply, outcome.activity);
        return options.sendItem(request, reply);
      },
    );
  }
}
