import { z } from 'zod';
import type { reviews } from '../../db/schema/index.ts';

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

export type ReviewRow = {
  review: typeof reviews.$inferSelect;
  businessId: string;
  businessName: string;
  productName: string | null;
  userName: string;
};

/** 'Deniz Yılmaz' → 'Deniz Y.': what a public list shows of an author. */
function publicName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return [first || 'Misafir', last ? `${last.charAt(0).toLocaleUpperCase('tr-TR')}.` : '']
    .filter(Boolean)
    .join(' ');
}

export function toReviewResponse(row: ReviewRow, { own }: { own: boolean }): ReviewResponse {
  const { review } = row;
  return {
    id: review.id,
    _id: review.id,
    targetType: review.productId ? 'product' : 'business',
    business: review.businessId,
    product: review.productId,
    businessId: row.businessId,
    businessName: row.businessName,
    productId: review.productId,
    productName: review.productId ? row.productName : null,
    user: own ? review.userId : null,
    userName: own ? row.userName : publicName(row.userName),
    orderId: review.orderId,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}
