// drizzle-kit and the drizzle client read the whole schema from here (drizzle.config.ts,
// db/client.ts). Application code imports tables from this module too.
export * from './users.ts';
export * from './auth.ts';
export * from './outbox.ts';
export * from './businesses.ts';
export * from './tables.ts';
export * from './menu.ts';
export * from './campaigns.ts';
export * from './service-charges.ts';
export * from './orders.ts';
export * from './open-accounts.ts';
export * from './order-items.ts';
export * from './table-sessions.ts';
export * from './table-session-diners.ts';
export * from './table-cart-lines.ts';
export * from './bills.ts';
export * from './order-activity.ts';
export * from './reviews.ts';
export * from './qr-scans.ts';
export * from './idempotency.ts';
export * from './relations.ts';
export * from './realtime.ts';
export * from './audit.ts';
export * from './business-days.ts';
export * from './order-discounts.ts';
export * from './corrections.ts';
export * from './printing.ts';
