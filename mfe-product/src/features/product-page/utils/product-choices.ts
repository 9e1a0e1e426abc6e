import type { CartLineHandOver } from '@shop/contracts/modules';
import type { ProductDetail, ProductVariation, Upsell } from '../api/product-api';
import type { WishCard } from '../api/options-api';
import type { DialogState } from './dialogs-before-adding';
import { chosenVariation, type VariationChoice } from './variation-narrowing';

export interface UpsellChoice {
  chosen: boolean;
  variation: VariationChoice;
  text: string;
}

/** Everything the shopper chose on the page besides the product's own variation. */
export interface ProductChoices {
  /** null while a custom quantity is not a whole number from 1 to 99. */
  quantity: number | null;
  card: { chosen: boolean; cardId: number | null; text: string; fits: boolean };
  personalization: boolean;
  letter: { chosen: boolean; file: File | null };
  upsells: Record<number, UpsellChoice>;
}

export const initialChoices: ProductChoices = {
  quantity: 1,
  card: { chosen: false, cardId: null, text: '', fits: true },
  personalization: false,
  letter: { chosen: false, file: null },
  upsells: {},
};

export const upsellChoiceOf = (choices: ProductChoices, id: number): UpsellChoice =>
  choices.upsells[id] ?? { chosen: false, variation: {}, text: '' };

export const upsellVariation = (upsell: Upsell, choice: UpsellChoice): ProductVariation | null =>
  chosenVariation(upsell.properties, upsell.variations, choice.variation);

/** Personalization is on when the product offers it and it is required or chosen (spec §4). */
export const personalizationOn = (product: ProductDetail, choices: ProductChoices) =>
  !!product.personalization?.available &&
  (product.personalization.required || choices.personalization);

export const chosenCard = (cards: WishCard[], choices: ProductChoices) =>
  choices.card.chosen ? (cards.find((card) => card.id === choices.card.cardId) ?? null) : null;

/** The product group of the card option: the chosen card's, else the offered cards'. */
export const cardGroup = (cards: WishCard[], choices: ProductChoices) =>
  (chosenCard(cards, choices) ?? cards[0])?.productGroupId ?? null;

/** The product groups of the chosen options, for the conflict check (ADR 0011). */
export function chosenGroups(
  product: ProductDetail,
  cards: WishCard[],
  choices: ProductChoices,
): number[] {
  const groups: number[] = [];
  const card = cardGroup(cards, choices);
  if (choices.card.chosen && card !== null) groups.push(card);
  if (personalizationOn(product, choices)) groups.push(product.personalization!.product_group_id);
  if (choices.letter.chosen && product.letter) groups.push(product.letter.product_group_id);
  for (const upsell of product.upsells)
    if (upsellChoiceOf(choices, upsell.id).chosen) groups.push(upsell.product_group_id);
  return groups;
}

/**
 * The line handed to checkout's AddToCart (its contract's `CartLineHandOver`), or null until an
 * orderable variation and a valid quantity are chosen.
 */
export function orderLine(
  product: ProductDetail,
  variation: ProductVariation | null,
  cards: WishCard[],
  choices: ProductChoices,
): CartLineHandOver | null {
  if (!variation || choices.quantity === null) return null;
  const line: CartLineHandOver = { variationId: variation.id, quantity: choices.quantity };
  const card = chosenCard(cards, choices);
  if (card) line.card = { id: card.id, text: choices.card.text };
  if (personalizationOn(product, choices)) line.personalization = true;
  if (choices.letter.chosen && choices.letter.file) line.letter = choices.letter.file;
  const upsells = product.upsells.flatMap((upsell) => {
    const choice = upsellChoiceOf(choices, upsell.id);
    const chosen = choice.chosen ? upsellVariation(upsell, choice) : null;
    if (!chosen) return [];
    const text = upsell.text_input && choice.text.trim() ? { text: choice.text.trim() } : {};
    return [{ variationId: chosen.id, quantity: 1, ...text }];
  });
  if (upsells.length) line.upsells = upsells;
  return line;
}

/** What keeps the page from adding even with a variation chosen (shown as hints). */
export function addBlockers(product: ProductDetail, choices: ProductChoices) {
  const upsellsWithoutVariation = product.upsells.filter((upsell) => {
    const choice = upsellChoiceOf(choices, upsell.id);
    return choice.chosen && !upsellVariation(upsell, choice);
  });
  return {
    quantity: choices.quantity === null,
    cardText: choices.card.chosen && !choices.card.fits,
    upsells: upsellsWithoutVariation.map((upsell) => upsell.name),
  };
}

export function dialogState(
  product: ProductDetail,
  cards: WishCard[],
  choices: ProductChoices,
): DialogState {
  const personalization = product.personalization;
  return {
    quantity: choices.quantity ?? 1,
    card: { offered: cards.length > 0, chosen: choices.card.chosen, text: choices.card.text },
    letter: {
      offered: !!product.letter,
      chosen: choices.letter.chosen,
      hasFile: !!choices.letter.file,
    },
    personalization: {
      offered: !!personalization?.available,
      required: !!personalization?.available && personalization.required,
      chosen: personalizationOn(product, choices),
    },
  };
}
