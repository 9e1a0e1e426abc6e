import { eq } from 'drizzle-orm';
import type { PlaceOrderInput } from '@shop/contracts/schemas';
import type { Transaction } from '../../../../db/database';
import { companies } from '../../../../db/schema';
import type { Customer } from '../../accounts/customer-repository';
import { OrderRefused } from './order-refused';

export type OrderingCompany = typeof companies.$inferSelect;

/** On account is the company's money: an approved company, and a user it lets order for it. */
export function mayOrderOnAccount(
  company: Pick<OrderingCompany, 'onAccountApprovedAt'> | undefined,
  customer: Pick<Customer, 'permissions'> | null,
) {
  return Boolean(company?.onAccountApprovedAt && customer?.permissions.includes('orders.create'));
}

/**
 * Step 4: the buyer's company (read once, the approval step needs it too), and the on-account
 * rule: paying by invoice is refused to anyone the rule does not let.
 */
export async function orderingCompany(
  tx: Transaction,
  input: Pick<PlaceOrderInput, 'payment'>,
  customer: Customer | null,
): Promise<OrderingCompany | undefined> {
  const company = customer?.companyUuid
    ? (await tx.select().from(companies).where(eq(companies.uuid, customer.companyUuid)))[0]
    : undefined;
  if (input.payment.method === 'invoice' && !mayOrderOnAccount(company, customer))
    throw new OrderRefused(422, 'errors.invoiceNotAllowed');
  return company;
}
