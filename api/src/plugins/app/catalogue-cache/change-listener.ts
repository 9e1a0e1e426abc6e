import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';

/** The channel migration 0018's triggers notify on every change to the catalogue. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

export interface ChangeListener {
  /** False while no notice can arrive (connecting, connection lost): nothing may be cached then. */
  readonly listening: boolean;
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
      async close() {
        listening = false;
        if (!client.closed) await unlisten().catch(() => undefined);
      },
    } satisfies ChangeListener;
  }
  events.log.warn('catalogue cache: no change notices on this database; answers are not cached');
  return { listening: false, close: async () => undefined } satisfies ChangeListener;
}

class PostgresListener implements ChangeListener {
  #client: pg.Client | null = null;
  #retry: NodeJS.Timeout | undefined;
  #closed = false;
  #listening = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly events: ListenerEvents,
  ) {}

  get listening() {
    return this.#listening;
  }

  async connect() {
    if (this.#closed) return;
    // keepAlive: a connection that died without a word is noticed, and the cache stops.
    const client = new pg.Client({ ...this.config, keepAlive: true });
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
