import fp from 'fastify-plugin';
import { and, eq, sql } from 'drizzle-orm';
import type { Company } from '@shop/contracts/api';
import type { CompanyUpdateInput } from '@shop/contracts/schemas';
import type { Database } from '../../../db/database';
import { companies } from '../../../db/schema';
import { companyIri } from '../../../http/hub-topics';
import type { ItemActivity, LockRepository } from '../core/lock-repository';
import { contextIri } from '../../../http/iri';

/** A company as the API answers it (JSON-LD), with its lock activity. */
export interface CompanyView extends Company {
  '@context': string;
  '@type': 'Company';
}

export type CompanyUpdateOutcome =
  | { status: 'updated'; company: CompanyView }
  | { status: 'not-found' }
  | { status: 'held-by-other'; activity: ItemActivity };

export type CompanyRepository = ReturnType<typeof companyRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    companies: CompanyRepository;
  }
}

const columns = {
  uuid: companies.uuid,
  name: companies.name,
  chamberOfCommerceNumber: companies.chamberOfCommerceNumber,
  vatNumber: companies.vatNumber,
};

export function companyRepository(db: Database, locks: LockRepository) {
  async function view(row: {
    uuid: string;
    name: string;
    chamberOfCommerceNumber: string | null;
    vatNumber: string | null;
  }): Promise<CompanyView> {
    const iri = companyIri(row.uuid);
    return {
      '@context': contextIri('Company'),
      '@id': iri,
      '@type': 'Company',
      uuid: row.uuid,
      name: row.name,
      chamber_of_commerce_number: row.chamberOfCommerceNumber,
      vat_number: row.vatNumber,
      activity: await locks.activityOf(iri),
    };
  }

  async function find(uuid: string): Promise<CompanyView | null> {
    const [row] = await db.select(columns).from(companies).where(eq(companies.uuid, uuid));
    return row ? view(row) : null;
  }

  /** Updates the company unless someone else holds a live lock on it (checked atomically). */
  async function update(
    uuid: string,
    input: CompanyUpdateInput,
    customerUuid: string,
  ): Promise<CompanyUpdateOutcome> {
    const iri = companyIri(uuid);
    const [row] = await db
      .update(companies)
      .set({
        name: input.name,
        chamberOfCommerceNumber: input.chamber_of_commerce_number,
        vatNumber: input.vat_number,
        updatedAt: sql`now()`,
      })
      .where(and(eq(companies.uuid, uuid), locks.notLockedByOthers(iri, customerUuid)))
      .returning(columns);
    if (row) return { status: 'updated', company: await view(row) };
    const activity = await locks.heldByOther(iri, customerUuid);
    if (activity) return { status: 'held-by-other', activity };
    // Nothing in the way now: the company is gone, or the lock lapsed just meanwhile (retry).
    if (!(await find(uuid))) return { status: 'not-found' };
    return update(uuid, input, customerUuid);
  }

  /** True when customer service approved the company's buying on account (ADR 0015). */
  async function mayBuyOnAccount(uuid: string): Promise<boolean> {
    const [row] = await db
      .select({ approvedAt: companies.onAccountApprovedAt })
      .from(companies)
      .where(eq(companies.uuid, uuid));
    return !!row?.approvedAt;
  }

  return { find, update, mayBuyOnAccount };
}

export default fp(
  async (app) => {
    app.decorate('companies', companyRepository(app.db, app.locks));
  },
  { name: 'company-repository', dependencies: ['db', 'lock-repository'] },
);
