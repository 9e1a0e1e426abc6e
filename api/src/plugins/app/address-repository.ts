import fp from 'fastify-plugin';
import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import type { AddressBookEntryInput } from '@shop/shared-ui/schemas';
import type { Database } from '../../db/database';
import { addresses } from '../../db/schema';
import type { Customer } from './customer-repository';

type AddressRow = typeof addresses.$inferSelect;

/** Company addresses serve the company's buyers and address managers (ADR 0006). */
const usesCompanyAddresses = (customer: Customer) =>
  customer.companyUuid !== null &&
  (customer.permissions.includes('orders.create') ||
    customer.permissions.includes('addresses.manage'));

/** An address as the API answers it (JSON-LD, the spec's field names). */
export function addressView(row: AddressRow) {
  return {
    '@id': `/relation/addresses/${row.uuid}`,
    '@type': 'Address',
    uuid: row.uuid,
    customer: row.customerUuid ? `/relation/customers/${row.customerUuid}` : null,
    company: row.companyUuid ? `/relation/companies/${row.companyUuid}` : null,
    attn: row.attn,
    firstname: row.firstname,
    lastname: row.lastname,
    companyName: row.companyName,
    street: row.street,
    housenumber: row.housenumber,
    housenumber_addition: row.housenumberAddition,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    phoneNumber: row.phoneNumber,
    newsletter: row.newsletter,
    deliveryAddress: row.deliveryAddress,
    mainAddress: row.isCompanyMainAddress,
    isCompanyMainAddress: row.isCompanyMainAddress,
    isDefaultDeliveryAddress: row.isDefaultDeliveryAddress,
    isDefaultInvoiceAddress: row.isDefaultInvoiceAddress,
  };
}

export type AddressRepository = ReturnType<typeof addressRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    addressBook: AddressRepository;
  }
}

/**
 * The address book's storage. Every query is scoped to the caller: their own addresses, and
 * their company's when their role uses them; nobody reads another customer's or company's.
 */
export function addressRepository(db: Database) {
  function visibleTo(customer: Customer): SQL {
    const own = eq(addresses.customerUuid, customer.uuid);
    return usesCompanyAddresses(customer)
      ? or(own, eq(addresses.companyUuid, customer.companyUuid!))!
      : own;
  }

  return {
    async listFor(customer: Customer) {
      const rows = await db
        .select()
        .from(addresses)
        .where(visibleTo(customer))
        .orderBy(
          desc(addresses.isDefaultDeliveryAddress),
          desc(addresses.isCompanyMainAddress),
          asc(addresses.createdAt),
        );
      return rows.map(addressView);
    },

    async findFor(customer: Customer, uuid: string) {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.uuid, uuid), visibleTo(customer)));
      return row ? addressView(row) : null;
    },

    /** A personal address; a new default delivery address takes over from the old one. */
    async create(customer: Customer, input: AddressBookEntryInput) {
      return db.transaction(async (tx) => {
        if (input.isDefaultDeliveryAddress)
          await tx
            .update(addresses)
            .set({ isDefaultDeliveryAddress: false })
            .where(eq(addresses.customerUuid, customer.uuid));
        const [row] = await tx
          .insert(addresses)
          .values({
            customerUuid: customer.uuid,
            attn: input.attn,
            firstname: input.firstname,
            lastname: input.lastname,
            companyName: input.companyName,
            street: input.street,
            housenumber: input.housenumber,
            housenumberAddition: input.housenumber_addition,
            postcode: input.postcode,
            city: input.city,
            country: input.country,
            phoneNumber: input.phoneNumber,
            newsletter: input.newsletter,
            isDefaultDeliveryAddress: input.isDefaultDeliveryAddress,
          })
          .returning();
        return addressView(row!);
      });
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('addressBook', addressRepository(app.db));
  },
  { name: 'address-repository', dependencies: ['db'] },
);
