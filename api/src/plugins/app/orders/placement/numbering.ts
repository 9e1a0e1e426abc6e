import { sql } from 'drizzle-orm';
import { orderNumbers } from '../../../../db/schema';

/**
 * Step 8: the order's number, `FB-100001` and up, readable over the phone. Drawn from the
 * sequence inside the order's own insert (one round trip less than asking for it first); a
 * placement that fails later leaves a gap, as sequences do.
 */
export const nextOrderNumber = () =>
  sql<string>`'FB-' || nextval(${orderNumbers.seqName}::regclass)`;
