import fp from 'fastify-plugin';
import type { Address } from '@shop/contracts/api';
import { and, asc, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import {
  isDeliveryCountry,
  type AddressBookEntryInput,
  type AddressUpdateInput,
} from '@shop/contracts/schemas';
import type { Database } from '../../../db/database';
import { addresses, customers, itemActivities } from '../../../db/schema';
import {
  addressIri,
  companyIri,
  customerIri,
  usesCompanyAddresses,
} from '../../../http/hub-topics';
import type { Customer } from './customer-repository';
import type { ItemActivity, LockRepository } from '../core/lock-repository';

type AddressRow = typeof addresses.$inferSelect;

/** An address as the API answers it (JSON-LD, the spec's field names), with its lock activity. */
export function addressView(row: AddressRow, activity: ItemActivity | null = null) {
  const view = {
    '@id': addressIri(row.uuid),
    '@type': 'Address',
    uuid: row.uuid,
    customer: row.customerUuid ? customerIri(row.customerUuid) : null,
    company: row.companyUuid ? companyIri(row.companyUuid) : null,
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
    activity,
  };
  return view satisfies Address;
}
export type AddressView = ReturnType<typeof addressView>;

/** Which book an address belongs to: the customer's own, or their company's. */
export type AddressOwner = Pick<AddressRow, 'customerUuid' | 'companyUuid'>;

/** The company's main address and the default addresses stay (spec §5). */
export const isUndeletable = (row: AddressOwner & Partial<AddressRow>) =>
  Boolean(row.isCompanyMainAddress || row.isDefaultInvoiceAddress || row.isDefaultDeliveryAddress);

export type AddressChangeOutcome =
  | { status: 'updated'; address: AddressView; previousDefault: AddressView | null }
  | { status: 'deleted'; owner: AddressOwner }
  | { status: 'not-found' }
  | { status: 'read-only' }
  | { status: 'not-deletable' }
  | { status: 'not-deliverable' }
  | { status: 'held-by-other'; activity: ItemActivity };

export type AddressRepository = ReturnType<typeof addressRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    addressBook: AddressRepository;
  }
}

const fields = (input: AddressBookEntryInput | AddressUpdateInput) => ({
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
  deliveryAddress: input.deliveryAddress,
});

/** The same book as `owner`: the same customer's, or the same company's addresses. */
const sameBook = (owner: AddressOwner): SQL =>
  owner.customerUuid
    ? eq(addresses.customerUuid, owner.customerUuid)
    : eq(addresses.companyUuid, owner.companyUuid!);

/**
 * The address book's storage. Every query is scoped to the caller: their own addresses, and
 * their company's when their role uses them; nobody reads another customer's or company's.
 * Changing a company address needs `addresses.manage`; an edit or a delete is refused while
 * someone else holds the address's lock (checked inside the statement, as for companies).
 */
export function addressRepository(db: Database, locks: LockRepository) {
  function visibleTo(customer: Customer): SQL {
    const own = eq(addresses.customerUuid, customer.uuid);
    return usesCompanyAddresses(customer)
      ? or(own, eq(addresses.companyUuid, customer.companyUuid!))!
      : own;
  }

  /** May the customer change this (visible) address? Their own, or their company's as manager. */
  const mayChange = (customer: Customer, row: AddressOwner) =>
    row.customerUuid === customer.uuid ||
    (row.companyUuid === customer.companyUuid && customer.permissions.includes('addresses.manage'));

  /** Addresses with their live lock, if any, in one query. */
  async function select(where: SQL) {
    const rows = await db
      .select({
        address: addresses,
        lockedBy: itemActivities.customerUuid,
        lockedByName: customers.fullname,
        lockedAt: itemActivities.timestamp,
        lockExpiresAt: itemActivities.expiresAt,
      })
      .from(addresses)
      .leftJoin(
        itemActivities,
        and(
          eq(itemActivities.itemIri, sql`${addressIri('')} || ${addresses.uuid}`),
          gt(itemActivities.expiresAt, sql`now()`),
        ),
      )
      .leftJoin(customers, eq(customers.uuid, itemActivities.customerUuid))
      .where(where)
      .orderBy(
        desc(addresses.isDefaultDeliveryAddress),
        desc(addresses.isCompanyMainAddress),
        asc(addresses.createdAt),
      );
    return rows.map((row) =>
      addressView(
        row.address,
        row.lockedBy && row.lockedAt && row.lockExpiresAt
          ? {
              event: 'lock',
              user: { uuid: row.lockedBy, fullname: row.lockedByName ?? '' },
              timestamp: row.lockedAt.toISOString(),
              expires_at: row.lockExpiresAt.toISOString(),
            }
          : null,
      ),
    );
  }

  async function findFor(customer: Customer, uuid: string) {
    const [address] = await select(and(eq(addresses.uuid, uuid), visibleTo(customer))!);
    return address ?? null;
  }

  async function rowFor(customer: Customer, uuid: string) {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.uuid, uuid), visibleTo(customer)));
    return row ?? null;
  }

  /** Why a visible address could not be changed: someone's lock, or it went meanwhile. */
  async function refusal(customer: Customer, uuid: string): Promise<AddressChangeOutcome> {
    const activity = await locks.heldByOther(addressIri(uuid), customer.uuid);
    return activity ? { status: 'held-by-other', activity } : { status: 'not-found' };
  }

  return {
    findFor,
    rowFor,
    mayChange,

    listFor: (customer: Customer) => select(visibleTo(customer)),

    /**
     * A personal address; a new default delivery address takes over from the old one. The
     * book's first delivery address becomes its default without being asked (issue 18): what
     * checkout and the account overview offer first.
     */
    async create(customer: Customer, input: AddressBookEntryInput) {
      // A company address belongs to the company's book (the route checks addresses.manage).
      const companyUuid = input.forCompany ? customer.companyUuid : null;
      const book = companyUuid
        ? eq(addresses.companyUuid, companyUuid)
        : eq(addresses.customerUuid, customer.uuid);
      const uuid = await db.transaction(async (tx) => {
        if (input.isDefaultDeliveryAddress)
          await tx.update(addresses).set({ isDefaultDeliveryAddress: false }).where(book);
        const [currentDefault] = input.isDefaultDeliveryAddress
          ? []
          : await tx
              .select({ uuid: addresses.uuid })
              .from(addresses)
              .where(and(book, eq(addresses.isDefaultDeliveryAddress, true)))
              .limit(1);
        const [row] = await tx
          .insert(addresses)
          .values({
            customerUuid: companyUuid ? null : customer.uuid,
            companyUuid,
            ...fields(input),
            isDefaultDeliveryAddress:
              input.isDefaultDeliveryAddress || (input.deliveryAddress && !currentDefault),
          })
          .returning({ uuid: addresses.uuid });
        return row!.uuid;
      });
      return (await findFor(customer, uuid))!;
    },

    /**
     * Replaces an address's fields; `isDefaultDeliveryAddress: true` also makes it its book's
     * default delivery address (the previous default, answered too, stops being one).
     */
    async update(
      customer: Customer,
      uuid: string,
      input: AddressUpdateInput,
    ): Promise<AddressChangeOutcome> {
      const row = await rowFor(customer, uuid);
      if (!row) return { status: 'not-found' };
      if (!mayChange(customer, row)) return { status: 'read-only' };
      // The default delivery address stays one, so it stays where the shop delivers.
      if (row.isDefaultDeliveryAddress && !isDeliveryCountry(input.country))
        return { status: 'not-deliverable' };
      const iri = addressIri(uuid);
      const outcome = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(addresses)
          .set({
            ...fields(input),
            deliveryAddress: input.deliveryAddress || row.isDefaultDeliveryAddress,
            ...(input.isDefaultDeliveryAddress ? { isDefaultDeliveryAddress: true } : {}),
          })
          .where(and(eq(addresses.uuid, uuid), locks.notLockedByOthers(iri, customer.uuid)))
          .returning({ uuid: addresses.uuid });
        if (!updated) return null;
        if (!input.isDefaultDeliveryAddress || row.isDefaultDeliveryAddress)
          return { previous: null };
        const [previous] = await tx
          .update(addresses)
          .set({ isDefaultDeliveryAddress: false })
          .where(
            and(
              sameBook(row),
              eq(addresses.isDefaultDeliveryAddress, true),
              sql`${addresses.uuid} <> ${uuid}`,
            ),
          )
          .returning({ uuid: addresses.uuid });
        return { previous: previous?.uuid ?? null };
      });
      if (!outcome) return refusal(customer, uuid);
      return {
        status: 'updated',
        address: (await findFor(customer, uuid))!,
        previousDefault: outcome.previous ? await findFor(customer, outcome.previous) : null,
      };
    },

    /** Deletes an address, unless it is the company's main address or a default one. */
    async remove(customer: Customer, uuid: string): Promise<AddressChangeOutcome> {
      const row = await rowFor(customer, uuid);
      if (!row) return { status: 'not-found' };
      if (!mayChange(customer, row)) return { status: 'read-only' };
      if (isUndeletable(row)) return { status: 'not-deletable' };
      const iri = addressIri(uuid);
      const [deleted] = await db
        .delete(addresses)
        .where(
          and(
            eq(addresses.uuid, uuid),
            eq(addresses.isCompanyMainAddress, false),
            eq(addresses.isDefaultInvoiceAddress, false),
            eq(addresses.isDefaultDeliveryAddress, false),
            locks.notLockedByOthers(iri, customer.uuid),
          ),
        )
        .returning({ uuid: addresses.uuid });
      if (!deleted) {
        const now = await rowFor(customer, uuid);
        if (now && isUndeletable(now)) return { status: 'not-deletable' };
        return refusal(customer, uuid);
      }
      // The deleting customer's own lock goes with the address.
      await locks.release(iri, customer.uuid);
      return { status: 'deleted', owner: row };
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('addressBook', addressRepository(app.db, app.locks));
  },
  { name: 'address-repository', dependencies: ['db', 'lock-repository'] },
);
