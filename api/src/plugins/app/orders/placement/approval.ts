import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../../db/database';
import { customers } from '../../../../db/schema';
import type { Customer } from '../../accounts/customer-repository';
import type { OrderingCompany } from './on-account';

type ApprovalRules = Pick<OrderingCompany, 'approvalThresholdCents' | 'approvalRoles'>;

/** Above the company's amount (incl. VAT), an order waits for an approver (ADR 0017). */
export const overThreshold = (company: ApprovalRules | undefined, totalInclVatCents: number) =>
  company?.approvalThresholdCents != null && totalInclVatCents > company.approvalThresholdCents;

/** Every order of some roles needs approval, whatever its amount (ADR 0017). */
export const roleNeedsApproval = (company: ApprovalRules, roles: readonly string[]) =>
  roles.some((role) => company.approvalRoles.includes(role));

/**
 * Step 7: whether the order waits for an approver of the buyer's company. The buyer's roles are
 * read now, not from the token: a role taken away a minute ago counts.
 */
export async function needsApproval(
  tx: Transaction,
  company: OrderingCompany | undefined,
  customer: Pick<Customer, 'uuid'> | null,
  totalInclVatCents: number,
): Promise<boolean> {
  if (overThreshold(company, totalInclVatCents)) return true;
  if (!company || !customer || company.approvalRoles.length === 0) return false;
  const [buyer] = await tx
    .select({ roles: customers.companyRoles })
    .from(customers)
    .where(eq(customers.uuid, customer.uuid));
  return roleNeedsApproval(company, buyer?.roles ?? []);
}
