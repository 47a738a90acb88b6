import { z } from 'zod';

/** 001 §3 Service-charge definition, as the applicable-service-charges call answers it. */
export const serviceChargeResponse = z.object({
  id: z.string(),
  _id: z.string(),
  type: z.string().describe('entrance_fee, service_charge, cover_charge, vip_charge, …'),
  name: z.string(),
  nameEn: z.string().describe("The English name (ADR 060); '' when the business gave none."),
  description: z.string(),
  descriptionEn: z.string().describe("The English text; '' when none."),
  calculation: z.enum(['per_person', 'per_order', 'percentage']),
  value: z
    .number()
    .int()
    .describe('Kuruş for per_person and per_order; whole percent of the items for percentage.'),
  priceWithVat: z.number().int().describe('Kuruş: the unit amount, VAT included.'),
  calculatedAmount: z
    .number()
    .int()
    .describe(
      'Kuruş for the asked personCount and orderAmount (core calculateServiceChargeAmount).',
    ),
  vatRate: z.number().describe('Fraction: 0.1 is 10 %.'),
  applyOn: z.enum(['session_start', 'every_order']),
  display: z.object({ icon: z.string(), color: z.string() }).nullable(),
  includedItems: z
    .object({
      totalQuantity: z.number().int(),
      options: z.array(
        z.object({
          type: z.enum(['category', 'product']),
          category: z.string().nullable().describe('Category id when type is category.'),
          product: z.string().nullable().describe('Product id when type is product.'),
          name: z.string(),
          autoQuantity: z.boolean(),
        }),
      ),
    })
    .nullable()
    .describe('Items included free; the picker total is max(totalQuantity, personCount) (001 §9).'),
});
export type ServiceChargeResponse = z.infer<typeof serviceChargeResponse>;
