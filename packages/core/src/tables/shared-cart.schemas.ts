import { z } from 'zod';

/**
 * The shared cart of a table's sitting (issue 21 §2, ADR 043), as its diners see it: every
 * line with who added it, priced from the menu now (the order prices it again). A line has the
 * shape of the app's own cart line (money in kuruş, VAT as a fraction), plus its diner.
 */
export const sharedCartLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  businessId: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  /** One unit: discounted price + option choices + extras. */
  price: z.number().int(),
  originalPrice: z.number().int(),
  vatRate: z.number(),
  notes: z.string(),
  selectedOptions: z.record(z.string(), z.array(z.string())),
  selectedAdditions: z.array(z.object({ name: z.string(), price: z.number().int() })),
  /** False when the product was sold out or taken off the menu since it was added. */
  available: z.boolean(),
  diner: z.object({
    id: z.string(),
    /** Null for a diner without a name (ADR 060): the app labels guestNumber. */
    name: z.string().nullable(),
    guestNumber: z.number().int().nullable(),
    /** Added from this phone: only its diner changes or removes it. */
    isMine: z.boolean(),
  }),
});
export type SharedCartLine = z.infer<typeof sharedCartLineSchema>;

export const sharedCartSchema = z.object({
  sessionId: z.string(),
  /** Bumped by every change; `cart:updated` announces it, placing the order must name it. */
  version: z.number().int(),
  lines: z.array(sharedCartLineSchema),
});
export type SharedCart = z.infer<typeof sharedCartSchema>;

/** Most lines one sitting's cart holds. */
export const SHARED_CART_MAX_LINES = 50;
