import { z } from 'zod';
import { fieldMessage } from '../../i18n/say.ts';

/** 001 §8 menu message for a business that is unknown, inactive or unreadable. */
export const BUSINESS_NOT_FOUND = 'İşletme bilgisi bulunamadı veya yüklenemedi.';

/**
 * A business id in a path, query or header: 24 hex characters (000 §3.5). Upper-case hex is
 * accepted and lower-cased, as the QR parser does; anything else is a 400, never a lookup.
 */
export const businessIdSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{24}$/, fieldMessage('businessId'))
  .transform((id) => id.toLowerCase())
  .meta({ description: '24 hexadecimal characters', example: '6650f1c2a4b3d5e6f7a8b901' });

export const businessParamsSchema = z.object({ id: businessIdSchema });

export {
  addressSchema,
  publicBusinessSchema,
  type PublicBusiness,
} from '@masa/core/menu/menu.schemas';

import { paymentMethodKeySchema } from '@masa/core/bill/bill-status.schemas';

export { paymentMethodKeySchema };

export const publicPaymentSettingsSchema = z.object({
  acceptCash: z.boolean(),
  acceptCreditCard: z.boolean(),
  acceptOnlinePayment: z.boolean(),
  acceptSodexo: z.boolean(),
  acceptMutlinet: z.boolean(),
  methods: z
    .array(paymentMethodKeySchema)
    .describe(
      'What the diner may choose: the flags the server can take (ADR 063); no online until a payment provider is configured.',
    ),
});
export type PublicPaymentSettings = z.infer<typeof publicPaymentSettingsSchema>;

/** GET /business/{id}/settings/payment/public: the methods, and whether the phone pays online. */
export const publicPaymentOfferSchema = publicPaymentSettingsSchema.extend({
  online: z
    .object({
      enabled: z.boolean(),
      provider: z.enum(['iyzico']).nullable(),
      twin: z.boolean().describe('The local twin stands in: no card is charged.'),
    })
    .describe(
      'Paying from the phone (issue 34): enabled when the business accepts online AND a payment provider is configured.',
    ),
});
export type PublicPaymentOffer = z.infer<typeof publicPaymentOfferSchema>;

/** The parts of a business's settings a diner may read (001 §3 Settings). */
export const publicBusinessSettingsSchema = z.object({
  payment: publicPaymentSettingsSchema,
  tax: z.object({ includedInPrice: z.boolean() }),
});
export type PublicBusinessSettings = z.infer<typeof publicBusinessSettingsSchema>;

export { businessStatusResponse as businessStatusSchema } from '@masa/core/hours/opening-hours.schemas';
