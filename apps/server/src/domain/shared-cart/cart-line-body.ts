import { allergenListSchema } from '@masa/core/allergens/allergens.schemas';
import { ORDER_MESSAGES } from '@masa/core/orders/order.schemas';
import { z } from 'zod';
import { productIdSchema } from '../../lib/id-schemas.ts';
import { fieldMessage } from '../../i18n/say.ts';

/** The most of one line (as an order's line, 99). */
const MAX_QUANTITY = 99;

const quantity = z
  .number({ error: ORDER_MESSAGES.quantityMin })
  .int(ORDER_MESSAGES.quantityMin)
  .min(1, ORDER_MESSAGES.quantityMin)
  .max(MAX_QUANTITY, fieldMessage('quantityMax', { max: MAX_QUANTITY }));

/** POST /tables/sessions/current/cart/lines: a product with its choices, as the menu adds it. */
export const addCartLineBody = z.object({
  productId: productIdSchema,
  quantity,
  notes: z.string().max(1000, ORDER_MESSAGES.productNoteTooLong).nullish(),
  selectedOptions: z
    .record(z.string().max(100), z.array(z.string().max(100)).max(20))
    .nullish()
    .describe('Option name → chosen choice names.'),
  selectedAdditions: z
    .array(z.string().min(1).max(100))
    .max(20)
    .nullish()
    .describe('Extras by name; their prices come from the menu.'),
  avoidedAllergens: allergenListSchema
    .optional()
    .describe(
      "The allergens the adding diner avoids now (codes): the order of the cart carries every line's diner's (ADR 045).",
    ),
});
export type AddCartLineBody = z.infer<typeof addCartLineBody>;

/** PATCH /tables/sessions/current/cart/lines/{lineId}: the stepper. */
export const changeCartLineBody = z.object({ quantity });
