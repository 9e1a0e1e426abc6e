import { and, eq, inArray, or } from 'drizzle-orm';
import { wishCardTextMessage, type CartLineInput, type Violation } from '@shop/contracts/schemas';
import type { Transaction } from '../../../../db/database';
import {
  cartLetters,
  productGroupConflicts,
  products,
  productUpsells,
  productVariations,
  wishCards,
} from '../../../../db/schema';
import { cardGroupFor, conflictingChoices, productGroup } from '../../../../domain/product-groups';
import { lineOptions, type LineOptions } from './line-options';
import { checkDesign } from './design-rules';

const MAX_QUANTITY = 99;

async function variationWithProduct(tx: Transaction, variationId: number) {
  const [row] = await tx
    .select({ variation: productVariations, product: products })
    .from(productVariations)
    .innerJoin(products, eq(productVariations.productId, products.id))
    .where(eq(productVariations.id, variationId));
  return row ?? null;
}

/** A choice on the line with its product group, and where the page should show a refusal. */
type Choice = { groupId: number; path: string };

/**
 * Checks a line against the catalogue, as the API must (ADR 0011): the page may have been
 * tampered with or be out of date. Answers every violation, or the line's options ready to store.
 */
export async function checkLine(
  tx: Transaction,
  cartUuid: string,
  input: CartLineInput,
): Promise<{ violations: Violation[] } | { options: LineOptions }> {
  const violations: Violation[] = [];
  const refuse = (path: string, key: string, values?: Record<string, unknown>) =>
    violations.push(values ? { path, key, values } : { path, key });

  const main = await variationWithProduct(tx, input.variationId);
  if (!main) return { violations: [{ path: 'variationId', key: 'errors.unknownVariation' }] };
  if (!main.variation.orderable) refuse('variationId', 'errors.notOrderable');
  const { product } = main;
  const choices: Choice[] = [{ groupId: product.productGroupId, path: 'variationId' }];

  if (input.card) {
    const [card] = await tx.select().from(wishCards).where(eq(wishCards.id, input.card.id));
    if (!card || !product.wishCards || card.productGroupId !== cardGroupFor(product.productGroupId))
      refuse('card.id', 'validation.cardNotAllowed');
    else {
      const tooLong = wishCardTextMessage(input.card.text, card.size);
      if (tooLong) refuse('card.text', tooLong.key, tooLong.values);
      choices.push({ groupId: card.productGroupId, path: 'card.id' });
    }
  }

  const available = product.personalizationPriceCents !== null;
  if (input.personalization && !available)
    refuse('personalization', 'validation.personalizationNotAvailable');
  else if (available && product.personalizationRequired && !input.personalization)
    refuse('personalization', 'validation.personalizationRequired');
  else if (input.personalization) {
    choices.push({ groupId: productGroup.personalization, path: 'personalization' });
    // A paid personalization with nothing on it is refused (ADR 0028).
    if (!input.design) refuse('design', 'validation.designRequired');
    else violations.push(...(await checkDesign(tx, cartUuid, product, input.design)));
  }
  if (input.design && !input.personalization)
    refuse('design', 'validation.designWithoutPersonalization');

  if (input.letterId) {
    const [letter] = await tx
      .select({ id: cartLetters.id })
      .from(cartLetters)
      .where(
        and(
          eq(cartLetters.id, input.letterId),
          eq(cartLetters.cartUuid, cartUuid),
          eq(cartLetters.kind, 'letter'),
        ),
      );
    if (!letter) refuse('letterId', 'validation.letterUnknown');
    else if (product.letterPriceCents === null) refuse('letterId', 'validation.letterNotAvailable');
    else choices.push({ groupId: productGroup.letter, path: 'letterId' });
  }

  const offered = new Set(
    (
      await tx
        .select({ id: productUpsells.upsellProductId })
        .from(productUpsells)
        .where(eq(productUpsells.productId, product.id))
    ).map((row) => row.id),
  );
  for (const [index, upsell] of (input.upsells ?? []).entries()) {
    const path = `upsells.${index}`;
    const item = await variationWithProduct(tx, upsell.variationId);
    if (!item || !offered.has(item.product.id)) {
      refuse(`${path}.variationId`, 'validation.upsellNotOffered');
      continue;
    }
    if (!item.variation.orderable) refuse(`${path}.variationId`, 'errors.notOrderable');
    const maxLength = item.product.textInputMaxLength;
    if (upsell.text && maxLength === null) refuse(`${path}.text`, 'validation.unknownField');
    else if (upsell.text && maxLength !== null && [...upsell.text].length > maxLength)
      refuse(`${path}.text`, 'validation.maxLength', { length: maxLength });
    choices.push({ groupId: item.product.productGroupId, path: `${path}.variationId` });
  }

  const groups = [...new Set(choices.map((choice) => choice.groupId))];
  const pairs = await tx
    .select()
    .from(productGroupConflicts)
    .where(
      or(
        inArray(productGroupConflicts.groupId, groups),
        inArray(productGroupConflicts.conflictingGroupId, groups),
      ),
    );
  for (const choice of conflictingChoices(pairs, choices))
    refuse(choice.path, 'validation.productGroupConflict');

  if (violations.length) return { violations };
  return { options: lineOptions(input, MAX_QUANTITY) };
}
