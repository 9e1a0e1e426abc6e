export { formatMoney } from './money';
