import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../../db/database';

/** The channel migration 0018's triggers notify on every change to the catalogue. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** How the listening connections show in pg_stat_activity. */
export const LISTENER_NAME = 'shop-catalogue-listener';

export interface ChangeListener {
  /** False while no notice can arrive (connecting, connection lost): nothing may be cached then. */
  readonly listening: boolean;
  /**
   * True when every notice of a change this instance made has arrived; else a promise that
   * settles once they have (it rejects when the connection is lost meanwhile).
   */
  caughtUp(): true | Promise<void>;
  close(): Promise<void>;
}

interface ListenerEvents {
  /** A change was committed, or changes may have been missed (connection lost or regained). */
  changed: () => void;
  log: FastifyBaseLogger;
  /** Wait before connecting again after the connection was lost. */
  retryMs: number;
}

/**
 * Listens for the catalogue's change notices on the database the app runs on (ADR 0043):
 * PostgreSQL on a connection of its own (a pool's connections come and go), PGlite on its one
 * in-process connection, so every app sharing that PGlite hears every change.
 */
export async function listenForChanges(db: Database, events: ListenerEvents) {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const listener = new PostgresListener(client.options, events);
    // Every statement this instance ran (a connection going back to its pool) may have changed
    // the catalogue: an answer from memory waits until its notice can have arrived.
    client.on('release', () => listener.touched());
    await listener.connect();
    return listener;
  }
  if (client instanceof PGlite) {
    const unlisten = await client.listen(CATALOGUE_CHANNEL, events.changed);
    let listening = true;
    return {
      get listening() {
        return listening;
      },
      // PGlite hands the notices over with the statement's own answer.
      caughtUp: () => true,
      async close() {
        listening = false;
        if (!client.closed) await unlisten().catch(() => undefined);
      },
    } satisfies ChangeListener;
  }
  events.log.warn('catalogue cache: no change notices on this database; answers are not cached');
  return {
    listening: false,
    caughtUp: () => true,
    close: async () => undefined,
  } satisfies ChangeListener;
}

/**
 * PostgreSQL sends a listening session its pending notices before it answers that session's
 * next statement: a round trip on the listening connection (`select 1`) that begins after a
 * commit ends after that commit's notice has arrived. That is how an instance reads its own
 * changes at once; another instance's arrive a moment later, on their own.
 */
class PostgresListener implements ChangeListener {
  #client: pg.Client | null = null;
  #retry: NodeJS.Timeout | undefined;
  #closed = false;
  #listening = false;
  /** Statements this instance finished, and how many of them the last round trip covered. */
  #statements = 0;
  #covered = 0;
  #roundTrip: { covers: number; done: Promise<void> } | null = null;
  #next: Promise<void> | null = null;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly events: ListenerEvents,
  ) {}

  get listening() {
    return this.#listening;
  }

  touched() {
    this.#statements += 1;
  }

  caughtUp(): true | Promise<void> {
    const needed = this.#statements;
    if (this.#covered >= needed) return true;
    if (this.#roundTrip && this.#roundTrip.covers >= needed) return this.#roundTrip.done;
    // One round trip at a time; the next starts when it ends and covers whatever ran until then,
    // so a busy instance makes at most one per round-trip time, however many answers wait.
    if (!this.#next) {
      const previous = this.#roundTrip?.done.catch(() => undefined) ?? Promise.resolve();
      this.#next = previous.then(() => {
        this.#next = null;
        return this.#startRoundTrip();
      });
    }
    return this.#next;
  }

  #startRoundTrip() {
    const client = this.#client;
    if (!client) return Promise.reject(new Error('not listening'));
    const covers = this.#statements;
    const done = client.query('select 1').then(() => {
      this.#covered = Math.max(this.#covered, covers);
    });
    this.#roundTrip = { covers, done };
    return done;
  }

  async connect() {
    if (this.#closed) return;
    // keepAlive: a connection that died without a word is noticed, and the cache stops.
    const client = new pg.Client({
      ...this.config,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    this.#client = client;
    client.on('notification', () => this.events.changed());
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      this.#lost(client, error as Error);
      return;
    }
    if (this.#client !== client) return;
    this.#listening = true;
    // Whatever changed while no one was listening.
    this.events.changed();
  }

  #lost(client: pg.Client, error?: Error) {
    if (this.#client !== client) return;
    this.#client = null;
    this.#listening = false;
    this.events.changed();
    client.end().catch(() => undefined);
    if (this.#closed) return;
    this.events.log.warn({ err: error }, 'catalogue cache: change notices lost, reconnecting');
    this.#retry = setTimeout(() => void this.connect(), this.events.retryMs);
  }

  async close() {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    this.#listening = false;
    await client?.end().catch(() => undefined);
  }
}
