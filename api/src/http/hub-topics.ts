import type { Customer } from '../plugins/app/customer-repository';

/** An item's IRI is its `@id` and the hub topic its updates are published on. */
export const companyIri = (uuid: string) => `/relation/companies/${uuid}`;

/**
 * The topics a customer's subscriber token grants: exactly the items they may read. Every
 * lockable item type adds its rule here (issue 6 brings addresses and users).
 */
export function readableTopics(customer: Customer): string[] {
  const topics: string[] = [];
  if (customer.companyUuid && customer.permissions.includes('company.read'))
    topics.push(companyIri(customer.companyUuid));
  return topics;
}
