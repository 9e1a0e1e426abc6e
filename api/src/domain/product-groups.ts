/** Product group ids the code relies on (ADR 0011); the rest are data. */
export const productGroup = {
  funeral: 4,
  /** The shop's gift cards (ADR 0021): issued by e-mail when paid, no delivery. */
  giftCard: 5,
  wishCard: 10,
  funeralCard: 11,
  personalization: 20,
  letter: 30,
} as const;

/** The card group that may go with a product of this main group: funeral cards for funeral. */
export const cardGroupFor = (productGroupId: number) =>
  productGroupId === productGroup.funeral ? productGroup.funeralCard : productGroup.wishCard;

export type ConflictPair = { groupId: number; conflictingGroupId: number };

/**
 * Every group that conflicts with any of `ids` (pairs hold both ways). With `excludeOwn`, the
 * asked groups are left out, so the page never disables what the shopper has just chosen.
 */
export function conflictingGroups(
  pairs: ConflictPair[],
  ids: number[],
  excludeOwn: boolean,
): number[] {
  const asked = new Set(ids);
  const found = new Set<number>();
  for (const { groupId, conflictingGroupId } of pairs) {
    if (asked.has(groupId)) found.add(conflictingGroupId);
    if (asked.has(conflictingGroupId)) found.add(groupId);
  }
  return [...found].filter((id) => !(excludeOwn && asked.has(id))).sort((a, b) => a - b);
}

/**
 * The choices that conflict with one made before them (in the order given), so a refusal can
 * point at the option the shopper added last.
 */
export function conflictingChoices<T extends { groupId: number }>(
  pairs: ConflictPair[],
  choices: T[],
): T[] {
  const conflicts = (a: number, b: number) =>
    pairs.some(
      (pair) =>
        (pair.groupId === a && pair.conflictingGroupId === b) ||
        (pair.groupId === b && pair.conflictingGroupId === a),
    );
  return choices.filter((choice, index) =>
    choices.slice(0, index).some((earlier) => conflicts(earlier.groupId, choice.groupId)),
  );
}
