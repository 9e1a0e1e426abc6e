import { eq } from 'drizzle-orm';
import { defaultLocale, isLocale, type Locale } from '@shop/contracts/messages';
import type { Database } from '../db/database';
import { customers } from '../db/schema';

/**
 * The language of a mail to a customer (issue 22): the preferred language they chose in their
 * personal information (spec §3 Account) when they have one, else `fallback`: the language the
 * order was placed in, or the request's. A guest has no account, so the order's language holds.
 */
export async function mailLocale(
  db: Pick<Database, 'select'>,
  customerUuid: string | null,
  fallback: string,
): Promise<Locale> {
  if (customerUuid) {
    const [row] = await db
      .select({ preferredLanguage: customers.preferredLanguage })
      .from(customers)
      .where(eq(customers.uuid, customerUuid));
    if (isLocale(row?.preferredLanguage)) return row.preferredLanguage;
  }
  return isLocale(fallback) ? fallback : defaultLocale;
}
