export { formatMoney } from './money';
export { intlLocale } from './intl-locale';
export { streetLine, type StreetLineParts } from './street-line';
