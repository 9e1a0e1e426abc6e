export { formatMoney } from './money';
export { intlLocale } from './intl-locale';
