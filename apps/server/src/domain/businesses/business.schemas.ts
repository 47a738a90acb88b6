import { z } from 'zod';

/** 001 §8 menu message for a business that is unknown, inactive or unreadable. */
export const BUSINESS_NOT_FOUND = 'İşletme bilgisi bulunamadı veya yüklenemedi.';
export const INVALID_BUSINESS_ID = 'Geçersiz işletme kimliği';

/**
 * A business id in a path, query or header: 24 hex characters (000 §3.5). Upper-case hex is
 * accepted and lower-cased, as the QR parser does; anything else is a 400, never a lookup.
 */
export const businessIdSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{24}$/, INVALID_BUSINESS_ID)
  .transform((id) => id.toLowerCase())
  .meta({ description: '24 hexadecimal characters', example: '6650f1c2a4b3d5e6f7a8b901' });

export const businessParamsSchema = z.object({ id: businessIdSchema });

const isoDateTime = z.string().meta({ format: 'date-time' });

export const addressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

/** 001 §3 Business, with both spellings the app reads (id/_id, active/isActive, cover). */
export const publicBusinessSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  address: addressSchema,
  phone: z.string(),
  email: z.string(),
  logo: z.string().nullable(),
  coverImage: z.string().nullable(),
  cover: z.string().nullable(),
  rating: z.number(),
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
  active: z.boolean(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PublicBusiness = z.infer<typeof publicBusinessSchema>;

/** 001 §9 payment method keys, listed when the business accepts them. */
export const paymentMethodKeySchema = z.enum([
  'cash',
  'credit_card',
  'online',
  'sodexo',
  'mutlinet',
]);

export const publicPaymentSettingsSchema = z.object({
  acceptCash: z.boolean(),
  acceptCreditCard: z.boolean(),
  acceptOnlinePayment: z.boolean(),
  acceptSodexo: z.boolean(),
  acceptMutlinet: z.boolean(),
  methods: z.array(paymentMethodKeySchema),
});
export type PublicPaymentSettings = z.infer<typeof publicPaymentSettingsSchema>;

/** The parts of a business's settings a diner may read (001 §3 Settings). */
export const publicBusinessSettingsSchema = z.object({
  payment: publicPaymentSettingsSchema,
  tax: z.object({ includedInPrice: z.boolean() }),
});
export type PublicBusinessSettings = z.infer<typeof publicBusinessSettingsSchema>;

export const businessStatusSchema = z.object({ isActive: z.boolean() });
