import { allergenListSchema } from '@masa/core/allergens/allergens.schemas';
import { campaignCodeInput } from '@masa/core/campaigns/campaign-code';
import { ORDER_MESSAGES } from '@masa/core/orders/order.schemas';
import {
  DEFAULT_PERSON_COUNT,
  PERSON_COUNT_MAX,
  PERSON_COUNT_MIN,
} from '@masa/core/orders/order-limits';
import { z } from 'zod';
import { businessIdSchema, productIdSchema, tableId } from '../../lib/id-schemas.ts';
import { fieldMessage } from '../../i18n/say.ts';

/**
 * Bodies of POST /orders (001 §3 Order-create payload) and PUT /orders/{id}/items/add. Prices,
 * totals and service-charge amounts a client sends are accepted and ignored: the server prices
 * every line from the database. Unknown fields are dropped.
 */

const MAX_QUANTITY = 99;
const MAX_LINES = 100;

const addition = z.union([
  z.string().min(1).max(100),
  z.looseObject({ name: z.string().min(1).max(100) }),
]);

export const cartItemInput = z.looseObject({
  productId: productIdSchema,
  quantity: z
    .number({ error: ORDER_MESSAGES.quantityMin })
    .int(ORDER_MESSAGES.quantityMin)
    .min(1, ORDER_MESSAGES.quantityMin)
    .max(MAX_QUANTITY, fieldMessage('quantityMax', { max: MAX_QUANTITY })),
  notes: z.string().max(1000, ORDER_MESSAGES.productNoteTooLong).nullish(),
  selectedOptions: z
    .record(z.string().max(100), z.union([z.string().max(100), z.array(z.string().max(100))]))
    .nullish()
    .describe(
      'Option name → chosen choice name(s). A required option left out gets its first choice.',
    ),
  selectedAdditions: z
    .array(addition)
    .max(20)
    .nullish()
    .describe('Extras by name (strings or objects with a name); their prices come from the menu.'),
  freeQuantity: z.number().int().min(0).max(MAX_QUANTITY).nullish(),
  isFreeProduct: z.boolean().nullish(),
  isIncludedInServiceCharge: z.boolean().nullish(),
  originalPrice: z.number().nullish().describe('Ignored: the server prices every line.'),
  price: z.number().nullish().describe('Ignored: the server prices every line.'),
});
export type CartItemInput = z.infer<typeof cartItemInput>;

/** The diner's allergy note (issue 21 §5, ADR 045): the allergens they avoid, as codes. */
const avoidedAllergens = allergenListSchema
  .optional()
  .describe(
    'The allergens the diner avoids now (codes of the fixed list): kept with the order as its allergy note for the staff, never recomputed (ADR 045).',
  );

const items = z
  .array(cartItemInput, { error: fieldMessage('cartEmpty') })
  .min(1, fieldMessage('cartEmpty'))
  .max(MAX_LINES, fieldMessage('tooManyLines', { max: MAX_LINES }));

export const createOrderBody = z.looseObject({
  businessId: businessIdSchema,
  tableId: tableId(),
  items,
  personCount: z
    .number({ error: ORDER_MESSAGES.personCountMin })
    .int(ORDER_MESSAGES.personCountMin)
    .min(PERSON_COUNT_MIN, ORDER_MESSAGES.personCountMin)
    .max(PERSON_COUNT_MAX, ORDER_MESSAGES.personCountMax)
    .default(DEFAULT_PERSON_COUNT),
  orderType: z.enum(['immediate', 'scheduled']).default('immediate'),
  scheduledFor: z
    .string()
    .max(64)
    .nullish()
    .describe('ISO 8601; required when orderType is scheduled.'),
  schedulingNotes: z.string().max(500, fieldMessage('orderNotesTooLong')).nullish(),
  notes: z.string().max(500, fieldMessage('orderNotesTooLong')).nullish(),
  isResponsible: z.boolean().nullish(),
  avoidedAllergens,
  campaignCode: campaignCodeInput
    .nullish()
    .describe(
      "A campaign's code the diner typed (issue 20): checked and applied by the server to the lines placed (ADR 041).",
    ),
  serviceCharges: z
    .unknown()
    .optional()
    .describe('Ignored: the applicable charges are decided by the server.'),
  userId: z.unknown().optional().describe('Ignored: the order belongs to the signed-in user.'),
  customer: z.unknown().optional().describe("Ignored: the name comes from the user's account."),
  appType: z.unknown().optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

export const addOrderItemsBody = z.looseObject({
  items,
  businessId: businessIdSchema.optional().describe("Must be the order's business when sent."),
  avoidedAllergens: avoidedAllergens.describe(
    "The allergens the diner avoids now: added to the order's allergy note (ADR 045).",
  ),
});
export type AddOrderItemsBody = z.infer<typeof addOrderItemsBody>;
