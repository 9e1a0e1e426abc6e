export * from './messages';
export * from './luhn';
export * from './catalogue';
export * from './cart';
export * from './wish-card';
export * from './giftcard';
export * from './account';
export * from './company';
