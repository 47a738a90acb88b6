import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { belongsTo, idColumn, timestamps } from './columns.ts';
import { products } from './menu.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Ratings (001 §3 Review): of a business or of a product, never both; once per target per
 * order. A product review leaves businessId null (its business is the product's).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    businessId: text().references(() => businesses.id, { onDelete: 'cascade' }),
    productId: text().references(() => products.id, { onDelete: 'cascade' }),
    userId: belongsTo(() => users.id),
    /** The paid or delivered order that entitles the user to rate. */
    orderId: belongsTo(() => orders.id),
    rating: integer().notNull(),
    comment: text().notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reviews_business_once_key')
      .on(t.userId, t.orderId, t.businessId)
      .where(sql`${t.businessId} is not null`),
    uniqueIndex('reviews_product_once_key')
      .on(t.userId, t.orderId, t.productId)
      .where(sql`${t.productId} is not null`),
    index('reviews_business_idx').on(t.businessId, t.createdAt.desc()),
    index('reviews_product_idx').on(t.productId, t.createdAt.desc()),
    index('reviews_user_idx').on(t.userId, t.createdAt.desc()),
    check('reviews_target_check', sql`num_nonnulls(${t.businessId}, ${t.productId}) = 1`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_check', sql`char_length(${t.comment}) <= 500`),
  ],
);
