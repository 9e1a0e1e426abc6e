import type { Customer } from '../plugins/app/accounts/customer-repository';
import { iri } from './iri';

/**
 * An item's IRI is its `@id` (the site's `/api` path to it, ADR 0042), the hub topic its updates
 * are published on, and the key of its lock.
 */
export const companyIri = (uuid: string) => iri(`/relation/companies/${uuid}`);
export const addressIri = (uuid: string) => iri(`/relation/addresses/${uuid}`);
export const customerIri = (uuid: string) => iri(`/relation/customers/${uuid}`);
export const orderIri = (uuid: string) => iri(`/order/orders/${uuid}`);
/**
 * A customer's orders: every change to one of them (a new status, a track & trace code) is
 * published here as well as on the order's IRI, so the order page and the order list hear of
 * it with the one topic the customer's subscriber token grants (ADR 0039).
 */
export const customerOrdersTopic = (customerUuid: string) => `${customerIri(customerUuid)}/orders`;
/** A company's user list: every change to one of its users (roles, a lock) is published on it. */
export const companyUsersTopic = (companyUuid: string) => `${companyIri(companyUuid)}/users`;

/**
 * An address book's topic: every change to one of its addresses (an edit, a lock, a new or a
 * deleted address) is published on it as well as on the address's own IRI, so a screen showing
 * the book hears about addresses it has not seen yet, with one subscription.
 */
export const addressBookTopic = (owner: {
  customerUuid: string | null;
  companyUuid: string | null;
}) =>
  owner.customerUuid
    ? `${customerIri(owner.customerUuid)}/addresses`
    : `${companyIri(owner.companyUuid!)}/addresses`;

/** Company addresses serve the company's buyers and address managers (ADR 0006, 0017). */
export const usesCompanyAddresses = (customer: Customer) =>
  customer.companyUuid !== null &&
  (customer.permissions.includes('orders.create') ||
    customer.permissions.includes('addresses.manage'));

/**
 * The topics a customer's subscriber token grants: exactly the items they may read. Every
 * lockable item type adds its rule here (issue 6 brings addresses and users).
 */
export function readableTopics(customer: Customer): string[] {
  const topics: string[] = [];
  if (customer.companyUuid && customer.permissions.includes('company.read'))
    topics.push(companyIri(customer.companyUuid));
  topics.push(addressBookTopic({ customerUuid: customer.uuid, companyUuid: null }));
  topics.push(customerOrdersTopic(customer.uuid));
  if (usesCompanyAddresses(customer))
    topics.push(addressBookTopic({ customerUuid: null, companyUuid: customer.companyUuid }));
  if (customer.companyUuid && customer.permissions.includes('users.manage'))
    topics.push(companyUsersTopic(customer.companyUuid));
  return topics;
}
