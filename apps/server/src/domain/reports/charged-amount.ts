import { sql } from 'drizzle-orm';
import { orderItems } from '../../db/schema/index.ts';

/**
 * What the summed lines' charged units cost at `price` (free units left out), in kuruş. bigint:
 * a year of a busy restaurant's kuruş may pass 2^31; node-postgres reads it as text.
 */
export const chargedAmount = (
  price: typeof orderItems.unitPrice | typeof orderItems.originalPrice,
) =>
  sql<string>`coalesce(sum((${orderItems.quantity} - ${orderItems.freeQuantity})::bigint * ${price}), 0)`;
