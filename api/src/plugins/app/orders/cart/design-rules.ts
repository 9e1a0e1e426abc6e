import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  designSchemaFor,
  issuesToViolations,
  type PersonalizationDesign,
  type Violation,
} from '@shop/contracts/schemas';
import type { Transaction } from '../../../../db/database';
import { cartLetters, type products } from '../../../../db/schema';
import { personalizationDefinition } from '../../../../domain/personalization';

type Product = typeof products.$inferSelect;

/**
 * Checks a design against the product's rules with the dialog's own schema (ADR 0028), and
 * that its photo is a photo uploaded to this cart. Violations are under `design.`.
 */
export async function checkDesign(
  tx: Pick<Transaction, 'select'>,
  cartUuid: string,
  product: Product,
  design: PersonalizationDesign,
): Promise<Violation[]> {
  // The labels do not matter to the check: any locale will do.
  const definition = personalizationDefinition(product.personalizationDesign, 'nl-nl');
  const result = v.safeParse(designSchemaFor(definition), design);
  const violations = issuesToViolations(result.issues ?? []).map((violation) => ({
    ...violation,
    path: violation.path ? `design.${violation.path}` : 'design',
  }));
  if (design.photoId && definition.photo) {
    const [photo] = await tx
      .select({ id: cartLetters.id })
      .from(cartLetters)
      .where(
        and(
          eq(cartLetters.id, design.photoId),
          eq(cartLetters.cartUuid, cartUuid),
          eq(cartLetters.kind, 'photo'),
        ),
      );
    if (!photo) violations.push({ path: 'design.photoId', key: 'validation.designPhotoUnknown' });
  }
  return violations;
}
