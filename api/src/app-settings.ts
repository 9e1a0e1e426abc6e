import type { Database } from './db/database';
import type { Mailer } from './plugins/app/core/mailer';
import type { PaymentProvider } from './domain/payment/payment-provider';
import type { DeliveryRules } from './domain/order/delivery-dates';
import type { CatalogueCacheOptions } from './plugins/app/catalogue/catalogue-cache';
import type { StaffSessionLimits } from './domain/tokens';

/**
 * What the app's options come to once the defaults are applied (ADR 0045): `buildApp` works them
 * out once and hangs them on the app as `app.settings` before the plugins load, and each plugin
 * that takes options says which it reads in its `autoConfig`. The plugins load by folder
 * (`@fastify/autoload`), so no list in app.ts hands each one its options.
 */
export interface AppSettings {
  db: Database;
  redis: { url?: string; keyPrefix?: string };
  tokenSecret: string;
  hubSecret: string;
  lockTtlSeconds: number;
  mail: { from: string; smtpUrl?: string; outboxDir: string; mailer?: Mailer };
  siteUrl: string;
  /** The site's public origin (SITE_ORIGIN); unset, each request's own. */
  siteOrigin?: string;
  paymentProvider: PaymentProvider;
  deliveryRules?: DeliveryRules;
  giftCardMailCheckMs?: number;
  captureRetryMs?: number;
  catalogueCache: CatalogueCacheOptions;
  staffSessions: StaffSessionLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: AppSettings;
  }
}

/** A plugin's options from the app's settings: `export const autoConfig = fromSettings(…)`. */
export const fromSettings =
  <Options>(pick: (settings: AppSettings) => Options) =>
  (app: { settings: AppSettings }): Options =>
    pick(app.settings);
