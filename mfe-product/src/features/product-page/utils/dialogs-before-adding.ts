/** The questions the product page may ask before a line goes to the cart (spec §5). */
export type DialogKind =
  'cardWithoutText' | 'letterWithoutFile' | 'nothingPersonal' | 'samePersonalization';

/** What the questions depend on: which personal options are offered and chosen. */
export interface DialogState {
  quantity: number;
  card: { offered: boolean; chosen: boolean; text: string };
  letter: { offered: boolean; chosen: boolean; hasFile: boolean };
  personalization: { offered: boolean; required: boolean; chosen: boolean };
}

/**
 * The dialogs to show, in order: a checked card without text, a checked letter without a file,
 * nothing personal while something personal is offered (and personalization is not required),
 * and several items that all get the same personalization. A checked card or letter counts as
 * personal even when empty: its own question comes first, and an answer that drops it asks
 * again with the new state.
 */
export function dialogsBeforeAdding({
  quantity,
  card,
  letter,
  personalization,
}: DialogState): DialogKind[] {
  const dialogs: DialogKind[] = [];
  if (card.chosen && card.text.trim() === '') dialogs.push('cardWithoutText');
  if (letter.chosen && !letter.hasFile) dialogs.push('letterWithoutFile');
  const offersSomething = card.offered || letter.offered || personalization.offered;
  const personal = card.chosen || letter.chosen || personalization.chosen;
  if (offersSomething && !personal && !personalization.required) dialogs.push('nothingPersonal');
  if (quantity > 1 && personalization.chosen) dialogs.push('samePersonalization');
  return dialogs;
}
