import type { Transaction } from './database';
import { brands, salesPoints } from './schema';
import { geoData } from '../domain/geo';
import { demoSalesPoints } from '../domain/sales-points/demo-sales-points';

/** The gift card sales points of the demo, over the brands already seeded. */
export async function seedSalesPoints(tx: Transaction): Promise<void> {
  const brandIds = (await tx.select({ id: brands.id }).from(brands).orderBy(brands.id)).map(
    (brand) => brand.id,
  );
  const rows = await demoSalesPoints(geoData, brandIds);
  if (rows.length > 0) await tx.insert(salesPoints).values(rows);
}
