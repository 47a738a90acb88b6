import { ORDER_MESSAGES } from '@masa/core/orders/order.schemas';
import { z } from 'zod';
import { businessIdSchema, entityId, productIdSchema } from '../../lib/id-schemas.ts';
import { fieldMessage } from '../../i18n/say.ts';
import { cartItemInput } from '../orders/order-request.ts';
import { LIVE_ORDER_MESSAGES as M } from './live-order-messages.ts';

const itemId = entityId(M.itemNotInOrder);

/**
 * One line of the edited order. A line naming an item id (`id` or `_id`) keeps that item (its
 * price, options and extras) with the new quantity and notes; a line without one keeps the
 * first unmatched item of the same product, or else is a new line priced like a cart line.
 */
export const editedItemInput = cartItemInput
  .extend({
    id: itemId.optional(),
    _id: itemId.optional(),
    productId: productIdSchema.optional(),
  })
  .refine((item) => item.id || item._id || item.productId, {
    message: fieldMessage('productRequired'),
    path: ['productId'],
  });
export type EditedItemInput = z.infer<typeof editedItemInput>;

/** PUT /orders/{orderId}/update-items: the full new list (001 §5 "Edit order"). */
export const updateOrderItemsBody = z.looseObject({
  items: z
    .array(editedItemInput, { error: ORDER_MESSAGES.orderNeedsItem })
    .min(1, ORDER_MESSAGES.orderNeedsItem)
    .max(100, 'Bir siparişte en fazla 100 farklı ürün olabilir'),
  businessId: businessIdSchema.optional().describe("Must be the order's business when sent."),
});
export type UpdateOrderItemsBody = z.infer<typeof updateOrderItemsBody>;
