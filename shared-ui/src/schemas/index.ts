export * from './messages';
export * from './luhn';
export * from './catalogue';
export * from './giftcard';
export * from './account';
export * from './company';
