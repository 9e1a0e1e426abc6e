import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import type { Customer } from '@shop/contracts/api';
import type { PersonalInformationInput } from '@shop/contracts/schemas';
import type { Database } from '../../../db/database';
import { addresses, companies, customers } from '../../../db/schema';
import { addressIri, companyIri, customerIri } from '../../../http/hub-topics';
import { contextIri } from '../../../http/iri';

export type PersonalInformationRepository = ReturnType<typeof personalInformationRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    personalInformation: PersonalInformationRepository;
  }
}

/**
 * A customer's own account details (spec §3 Account): the personal information screen reads
 * and changes them. The company's name comes along to be shown; it is the company's to change.
 */
export function personalInformationRepository(db: Database) {
  async function find(uuid: string) {
    const [row] = await db
      .select({
        uuid: customers.uuid,
        email: customers.email,
        fullname: customers.fullname,
        birthdate: customers.birthdate,
        preferredLanguage: customers.preferredLanguage,
        customerType: customers.customerType,
        companyUuid: customers.companyUuid,
        companyName: companies.name,
      })
      .from(customers)
      .leftJoin(companies, eq(companies.uuid, customers.companyUuid))
      .where(eq(customers.uuid, uuid));
    if (!row) return null;
    const [defaultDelivery] = await db
      .select({ uuid: addresses.uuid })
      .from(addresses)
      .where(and(eq(addresses.customerUuid, uuid), eq(addresses.isDefaultDeliveryAddress, true)));
    const customer = {
      '@context': contextIri('Customer'),
      '@id': customerIri(row.uuid),
      '@type': 'Customer',
      uuid: row.uuid,
      email: row.email,
      fullname: row.fullname,
      birthdate: row.birthdate,
      preferred_language: row.preferredLanguage,
      customerType: row.customerType,
      company: row.companyUuid ? companyIri(row.companyUuid) : null,
      companyName: row.companyName,
      currentDefaultDeliveryAddress: defaultDelivery ? addressIri(defaultDelivery.uuid) : null,
    };
    // The answer the account's screens read (@shop/contracts/api), checked where it is built.
    return customer satisfies Customer;
  }

  return {
    find,
    async update(uuid: string, input: PersonalInformationInput) {
      await db
        .update(customers)
        .set({
          fullname: input.fullname,
          birthdate: input.birthdate,
          preferredLanguage: input.preferred_language,
        })
        .where(eq(customers.uuid, uuid));
      return find(uuid);
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('personalInformation', personalInformationRepository(app.db));
  },
  { name: 'personal-information-repository', dependencies: ['db'] },
);
