import { testCards } from '../../src/domain/payment/test-provider';

/** A Dutch delivery address as a shopper types it (the postcode is normalised by the API). */
export const dutchAddress = {
  firstname: 'Anna',
  lastname: 'de Vries',
  street: 'Oudegracht',
  housenumber: '12',
  postcode: '3511ab',
  city: 'Utrecht',
  country: 'NL',
};

/** The test provider's card that is always approved, valid for years to come. */
export const approvedCard = {
  method: 'creditcard',
  number: testCards.succeeds,
  holder: 'A. de Vries',
  expiryMonth: 12,
  expiryYear: 2099,
  cvc: '123',
};
