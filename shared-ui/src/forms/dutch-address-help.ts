import type { TFunction } from 'i18next';
import type { HouseNumberAddition } from '@shop/contracts/api';
import type { DutchSuggestionState } from './use-dutch-suggestion';

/** What the form says and offers about a Dutch address, from the lookup's answer. */
export interface DutchAddressHelp {
  /** The status line (a live region: screen readers announce it). */
  status: string;
  /** The street field's hint, while the street is the shopper's to type. */
  streetHint?: string;
  /** The addresses of the house number to choose from, when it has several. */
  additions: HouseNumberAddition[];
  /** Whether an address is the one the form holds. */
  isChosen: (option: HouseNumberAddition) => boolean;
}

interface FormAddress {
  postcode: string;
  housenumber: string;
  housenumber_addition: string;
  street: string;
  city: string;
}

/** 12 a, 12-A and 12A are one address: spaces, dashes and case do not count. */
const comparable = (addition: string) => addition.replace(/[\s-]/g, '').toUpperCase();

/**
 * The words for each state of the lookup (ADR 0047): the address found; the choice among a
 * number's addresses; the city alone, with why the street is the shopper's to type (PDOK does
 * not know the address, or could not be asked: as before); the places of a shared area.
 */
export function dutchAddressHelp(
  t: TFunction,
  suggestion: DutchSuggestionState,
  address: FormAddress,
): DutchAddressHelp {
  const typed = comparable(address.housenumber_addition);
  // An empty addition is the bare number only once the shopper said so: 12 may well be 12A.
  const isChosen = (option: HouseNumberAddition) =>
    typed
      ? comparable(option.addition ?? '') === typed
      : option.addition === null && suggestion.chosenAddition === null;
  const { additions, street, streetLookup } = suggestion;
  const chosen = additions.find(isChosen);
  const several = additions.length > 1 || (additions.length === 1 && typed !== '' && !chosen);
  const streetToType =
    (suggestion.status === 'found' || suggestion.status === 'choose') &&
    streetLookup !== 'found' &&
    !address.street;
  const streetHint = streetToType
    ? t(streetLookup === 'not-found' ? 'streetNotFound' : 'streetYourself')
    : undefined;
  const where = { street, number: address.housenumber };
  const found =
    street && streetLookup === 'found'
      ? several && !chosen
        ? t('chooseAddress', where)
        : t('foundAddress', {
            ...where,
            number: chosen?.number ?? address.housenumber,
            postcode: address.postcode,
            city: address.city,
          })
      : `${t('found', { postcode: address.postcode, city: address.city })}${streetHint ? ` ${streetHint}` : ''}`;
  const status = {
    idle: '',
    looking: t('lookingUp'),
    found,
    choose: t('choosePlace', { postcode: address.postcode }),
    none: t('common:errors.noResults'),
  }[suggestion.status];
  return { status, streetHint, additions: several ? additions : [], isChosen };
}
