/** The database schema, one file per area; drizzle-kit and the app read it from here. */
export * from './schema/catalogue';
export * from './schema/product-options';
export * from './schema/carts';
export * from './schema/accounts';
export * from './schema/orders';
export * from './schema/reports';
export * from './schema/sales-points';
export * from './schema/gift-card-lookups';
export * from './schema/gift-cards';
export * from './schema/staff-members';
export * from './schema/staff';
export * from './schema/captures';
