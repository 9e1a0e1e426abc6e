/**
 * `pnpm --filter @shop/api oauth:client-remove fulfilment`: retires an OAuth client in the
 * database the API uses (DATABASE_URL or PGLITE_DIR). Its secret stops working at once and its
 * refresh tokens and codes go with it; an access token it already holds runs out within 15
 * minutes (ADR 0040). A start never removes a client by itself (src/db/seed.ts): this is the
 * one way, on purpose. The web shop's and the back office's clients are written at every start
 * and cannot be removed.
 */
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { parseConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { oauthClients } from '../db/schema';
import { backOfficeClient, webClient } from '../db/demo-data';
import { FULFILMENT_CLIENT_ID } from '../domain/staff-permissions';

const ALWAYS_THERE = [webClient.id, backOfficeClient.id];

/** The client id to remove, or an error message naming what is wrong. */
export function parseClientRemoveArgs(argv: string[]): { clientId: string } | { error: string } {
  const [clientId, ...rest] = argv.filter((arg) => arg !== '--');
  if (!clientId || rest.length > 0 || clientId.startsWith('-'))
    return { error: 'takes one argument: the client id (e.g. fulfilment)' };
  if (ALWAYS_THERE.includes(clientId))
    return { error: `${clientId} is the shop's own client, written at every start` };
  return { clientId };
}

/** Removes the client; an error when there is none by that id. */
export async function removeOAuthClient(
  db: Database,
  clientId: string,
): Promise<{ removed: string } | { error: string }> {
  const removed = await db
    .delete(oauthClients)
    .where(eq(oauthClients.id, clientId))
    .returning({ id: oauthClients.id });
  return removed.length > 0 ? { removed: clientId } : { error: `there is no client ${clientId}` };
}

async function main() {
  const args = parseClientRemoveArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(`oauth:client-remove: ${args.error}`);
    process.exit(2);
  }
  const config = parseConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
  });
  try {
    const result = await removeOAuthClient(database.db, args.clientId);
    if ('error' in result) {
      console.error(`oauth:client-remove: ${result.error}`);
      process.exitCode = 1;
      return;
    }
    console.log(`Removed the OAuth client ${result.removed}.`);
    // The next start would register it again with the configured secret.
    if (result.removed === FULFILMENT_CLIENT_ID && config.FULFILMENT_CLIENT_SECRET)
      console.warn(
        'FULFILMENT_CLIENT_SECRET is still set: unset it, or the next start registers the client again.',
      );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
