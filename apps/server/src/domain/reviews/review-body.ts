import { reviewSchema } from '@masa/core/orders/order.schemas';
import { z } from 'zod';
import { PRODUCT_ID_MESSAGE } from '@masa/core/ids';
import { ID_PATTERN } from '../../lib/ids.ts';
import { fieldMessage, schemaMessage } from '../../i18n/say.ts';

const optionalText = z.string().max(64).nullish();

/**
 * Body of POST /reviews (001 §3 Review, §5, §7): `business` or `product` (or `businessId` /
 * `productId`, or the form's targetType + targetId), a rating 1–5 and an optional comment of at
 * most 500 characters, checked by core reviewSchema with the documents' messages.
 * NOTE: the form sends "businessId for products" (001 §3): with a product, businessId names
 * the product's business (checked), not a second target; `business` with `product` is refused.
 * `orderId` names the order the rating is for; without it the newest eligible order is used.
 */
export const reviewBody = z
  .looseObject({
    business: optionalText,
    businessId: optionalText,
    product: optionalText,
    productId: optionalText,
    targetType: z.enum(['business', 'product']).nullish(),
    targetId: optionalText,
    rating: z.unknown().optional().describe('1 to 5.'),
    comment: z.string().nullish().describe('At most 500 characters.'),
    orderId: optionalText.describe('The paid or delivered order rated; default the newest one.'),
  })
  .transform((raw, ctx) => {
    const byType = (type: 'business' | 'product') =>
      raw.targetType === type ? (raw.targetId ?? undefined) : undefined;
    const product = raw.product || raw.productId || byType('product') || undefined;
    const business =
      raw.business || (product ? undefined : raw.businessId || byType('business')) || undefined;
    const parsed = reviewSchema.safeParse({
      business,
      product,
      rating: raw.rating,
      comment: raw.comment ?? undefined,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      return z.NEVER;
    }
    const check = (id: string | undefined, message: string, path: string) => {
      if (id !== undefined && !ID_PATTERN.test(id))
        ctx.addIssue({ code: 'custom', message, path: [path] });
    };
    check(parsed.data.business, fieldMessage('businessId'), 'business');
    check(parsed.data.product, PRODUCT_ID_MESSAGE, 'product');
    const productBusinessId = product ? raw.businessId || undefined : undefined;
    check(productBusinessId, fieldMessage('businessId'), 'businessId');
    check(raw.orderId ?? undefined, schemaMessage('error.INVALID_ORDER_ID'), 'orderId');
    return {
      ...parsed.data,
      comment: parsed.data.comment ?? '',
      productBusinessId,
      orderId: raw.orderId || undefined,
    };
  });
export type ReviewBody = z.infer<typeof reviewBody>;
