import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { fromSettings } from '../../app-settings';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * The database is opened (and migrated) before the app is built, by the server or by a test,
 * so that the same app runs on PGlite and on PostgreSQL; the owner closes it after the app.
 */
/** Its options from the app's settings when the plugins load by folder (ADR 0045). */
export const autoConfig = fromSettings(({ db }) => ({ db }));

export default fp<{ db: Database }>(
  async (app, options) => {
    app.decorate('db', options.db);
  },
  { name: 'db' },
);
