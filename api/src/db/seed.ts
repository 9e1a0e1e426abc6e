import { shellPaths } from '@shop/contracts/routes';
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import {
  brands,
  companies,
  addresses,
  companyRoles,
  countries,
  customers,
  giftCards,
  oauthClients,
  products,
  staffMembers,
} from './schema';
import {
  demoBrands,
  demoCompanies,
  demoCountries,
  demoCustomers,
  demoAddresses,
  demoCompanyRoles,
  demoGiftCards,
  demoStaff,
  backOfficeClient,
  webClient,
} from './demo-data';
import { seedCatalogue } from './seed-catalogue';
import { seedSalesPoints } from './seed-sales-points';
import { hashSecret } from '../domain/secrets';
import { sha256 } from '../domain/tokens';
import { FULFILMENT_CLIENT_ID } from '../domain/staff-permissions';

const SEED_LOCK = 7_406_113;

/**
 * Creates or updates the site's OAuth client (with SITE_URL's callback among its redirect URIs),
 * the back office's, and, when FULFILMENT_CLIENT_SECRET is set, the fulfilment system's (ADR
 * 0039): registered, or its secret rotated to the one configured. A start without the secret
 * leaves that client as it is: a value missing from the configuration never deletes data, and
 * the client keeps the secret it has, as any OAuth server keeps its clients. Retiring it is
 * done on purpose, with `oauth:client-remove fulfilment` (src/cli/oauth-client-remove.ts).
 * Run at every start (it is configuration, not demo data) and by the demo seed, so tests have
 * it too.
 */
export async function seedOAuthClients(
  db: Database,
  siteUrl?: string,
  options: { fulfilmentSecret?: string } = {},
): Promise<void> {
  // The site this API serves (SITE_URL) may sign in through /authorize as well.
  const redirectUris = [
    ...new Set([
      ...webClient.redirectUris,
      ...(siteUrl ? [`${siteUrl.replace(/\/+$/, '')}${shellPaths.authorizeCallback}`] : []),
    ]),
  ];
  const client = { ...webClient, redirectUris };
  await db
    .insert(oauthClients)
    .values(client)
    .onConflictDoUpdate({
      target: oauthClients.id,
      set: { grants: client.grants, redirectUris: client.redirectUris, scopes: client.scopes },
    });
  const fulfilment = options.fulfilmentSecret
    ? [
        {
          id: FULFILMENT_CLIENT_ID,
          secretHash: sha256(options.fulfilmentSecret),
          grants: ['client_credentials'],
          redirectUris: [],
          scopes: ['fulfilment'],
        },
      ]
    : [];
  for (const other of [backOfficeClient, ...fulfilment])
    await db
      .insert(oauthClients)
      .values(other)
      .onConflictDoUpdate({
        target: oauthClients.id,
        set: { secretHash: other.secretHash, grants: other.grants, scopes: other.scopes },
      });
}

/** The demo shop's staff member, also in a database seeded before staff existed. */
async function seedDemoStaff(db: Database) {
  const rows = await Promise.all(
    demoStaff.map(async ({ password, ...member }) => ({
      ...member,
      passwordHash: await hashSecret(password),
    })),
  );
  await db.insert(staffMembers).values(rows).onConflictDoNothing();
}

/**
 * Seeds the demo data when the catalogue is empty. One transaction, so never half-seeded, under
 * an advisory lock, so two API instances starting together do not both seed.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  const giftCardRows = await Promise.all(
    demoGiftCards.map(async (card) => ({
      cardNumber: card.cardNumber,
      verificationCodeHash: await hashSecret(card.verificationCode),
      balanceCents: card.balanceCents,
      expiresAt: card.expiresAt ? new Date(card.expiresAt) : null,
    })),
  );
  const customerRows = await Promise.all(
    demoCustomers.map(async ({ password, ...customer }) => ({
      ...customer,
      passwordHash: await hashSecret(password),
    })),
  );
  await seedOAuthClients(db);
  await seedDemoStaff(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(products);
    if (Number(count) > 0) return false;
    await tx.insert(brands).values(demoBrands).onConflictDoNothing();
    await tx.insert(countries).values(demoCountries).onConflictDoNothing();
    await tx.insert(giftCards).values(giftCardRows).onConflictDoNothing();
    await tx.insert(companies).values(demoCompanies).onConflictDoNothing();
    await tx.insert(companyRoles).values(demoCompanyRoles).onConflictDoNothing();
    await tx.insert(customers).values(customerRows).onConflictDoNothing();
    const uuidOf = new Map(
      (await tx.select({ uuid: customers.uuid, email: customers.email }).from(customers)).map(
        (row) => [row.email, row.uuid],
      ),
    );
    await tx.insert(addresses).values(
      demoAddresses.map(({ email, ...address }) => ({
        ...address,
        customerUuid: email ? (uuidOf.get(email) ?? null) : null,
      })),
    );
    await seedCatalogue(tx);
    await seedSalesPoints(tx);
    return true;
  });
}
