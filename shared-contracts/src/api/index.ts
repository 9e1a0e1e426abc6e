// The API's answers as the front end reads them, declared once: the API builds them with these
// types and every team's client reads them with the same (ADR 0003 for the field names).
export type { ItemActivity } from './activity';
export type { Address } from './address';
export type { Company } from './company';
export type { Customer } from './customer';
export type { Cart, CartLetter, CartLine, CheckoutCart, LinePricePart } from './cart';
export type {
  Order,
  OrderHistoryEntry,
  OrderLine,
  OrderRejection,
  OrderStatus,
  PlacedOrder,
} from './order';
export type {
  BackOfficeHistoryEntry,
  BackOfficeOrder,
  BackOfficeOrderSummary,
  OrderRefund,
} from './back-office';
export type { PaymentIssuer, PaymentMethodOption, PaymentProviderSettings } from './payment';
export type { TrackAndTrace } from './track-and-trace';
export type { ChargedAmounts, PriceAmounts } from './price';
export type { PhotoFormat, ProductPhoto } from './product-photo';
export type {
  Category,
  FilterOption,
  LetterOption,
  Personalization,
  ProductDetail,
  ProductFilters,
  ProductImage,
  ProductProperty,
  ProductSummary,
  ProductVariation,
  Upsell,
} from './product';
export { weekdays, type Merchant, type OpeningHours, type Weekday } from './sales-point';
export type { HouseNumberAddition, PostcodeSuggestion, StreetLookup } from './postcode-suggestion';
