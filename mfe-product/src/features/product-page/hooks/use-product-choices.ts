import { useCallback, useEffect, useMemo, useReducer } from 'react';
import type { ProductDetail } from '../api/product-api';
import type { WishCard } from '../api/options-api';
import {
  cardGroup,
  chosenGroups,
  initialChoices,
  upsellChoiceOf,
  type ProductChoices,
  type UpsellChoice,
} from '../utils/product-choices';
import { useOptionConflicts } from './use-option-conflicts';

type Action =
  | { type: 'quantity'; quantity: number | null }
  | { type: 'card'; change: Partial<ProductChoices['card']> }
  | { type: 'personalization'; chosen: boolean }
  | { type: 'letter'; change: Partial<ProductChoices['letter']> }
  | { type: 'upsell'; id: number; change: Partial<UpsellChoice> };

const changes = <T extends object>(current: T, change: Partial<T>) =>
  Object.entries(change).some(([key, value]) => !Object.is(current[key as keyof T], value));

function reduce(state: ProductChoices, action: Action): ProductChoices {
  switch (action.type) {
    case 'quantity':
      return state.quantity === action.quantity ? state : { ...state, quantity: action.quantity };
    case 'personalization':
      return state.personalization === action.chosen
        ? state
        : { ...state, personalization: action.chosen };
    case 'card':
      return changes(state.card, action.change)
        ? { ...state, card: { ...state.card, ...action.change } }
        : state;
    case 'letter':
      return changes(state.letter, action.change)
        ? { ...state, letter: { ...state.letter, ...action.change } }
        : state;
    case 'upsell': {
      const current = upsellChoiceOf(state, action.id);
      return changes(current, action.change)
        ? { ...state, upsells: { ...state.upsells, [action.id]: { ...current, ...action.change } } }
        : state;
    }
  }
}

/**
 * The shopper's options and the conflicts between them: when the conflict check names the
 * group of a chosen option, that option is unchecked (and shown disabled with the reason).
 */
export function useProductChoices(product: ProductDetail, cards: WishCard[]) {
  const [choices, dispatch] = useReducer(reduce, initialChoices);
  const conflicts = useOptionConflicts(chosenGroups(product, cards, choices));
  const conflicting = useMemo(() => {
    const card = cardGroup(cards, choices);
    return {
      card: card !== null && conflicts.has(card),
      personalization:
        !!product.personalization && conflicts.has(product.personalization.product_group_id),
      letter: !!product.letter && conflicts.has(product.letter.product_group_id),
      upsells: conflicts,
    };
  }, [product, cards, choices, conflicts]);

  useEffect(() => {
    if (conflicting.card) dispatch({ type: 'card', change: { chosen: false } });
    if (conflicting.letter) dispatch({ type: 'letter', change: { chosen: false } });
    if (conflicting.personalization) dispatch({ type: 'personalization', chosen: false });
    for (const upsell of product.upsells)
      if (conflicts.has(upsell.product_group_id))
        dispatch({ type: 'upsell', id: upsell.id, change: { chosen: false } });
  }, [conflicting, conflicts, product]);

  const actions = useMemo(
    () => ({
      setQuantity: (quantity: number | null) => dispatch({ type: 'quantity', quantity }),
      changeCard: (change: Partial<ProductChoices['card']>) => dispatch({ type: 'card', change }),
      setPersonalization: (chosen: boolean) => dispatch({ type: 'personalization', chosen }),
      changeLetter: (change: Partial<ProductChoices['letter']>) =>
        dispatch({ type: 'letter', change }),
      changeUpsell: (id: number, change: Partial<UpsellChoice>) =>
        dispatch({ type: 'upsell', id, change }),
    }),
    [],
  );
  const dropCard = useCallback(() => actions.changeCard({ chosen: false }), [actions]);
  const dropLetter = useCallback(() => actions.changeLetter({ chosen: false }), [actions]);
  return { choices, conflicting, ...actions, dropCard, dropLetter };
}
