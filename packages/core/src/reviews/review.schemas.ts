import { z } from 'zod';

/** A review as every review route answers it (001 §3 Review / feedback). */
export const reviewResponse = z.object({
  id: z.string(),
  _id: z.string(),
  targetType: z.enum(['business', 'product']),
  business: z.string().nullable().describe('The business rated; null for a product review.'),
  product: z.string().nullable().describe('The product rated; null for a business review.'),
  businessId: z.string().describe("The business rated, or the product's business."),
  businessName: z.string(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  user: z.string().nullable().describe("The author's id: only in the author's own answers."),
  userName: z.string().describe('Public lists show a first name and an initial.'),
  orderId: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReviewResponse = z.infer<typeof reviewResponse>;
