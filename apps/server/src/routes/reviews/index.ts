import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessExists } from '../../domain/businesses/business-exists.ts';
import { readProduct } from '../../domain/menu/read-product.ts';
import {
  idempotencyHeaders,
  readIdempotencyKey,
} from '../../domain/idempotency/idempotency-key-header.ts';
import { sendIdempotent, withIdempotency } from '../../domain/idempotency/with-idempotency.ts';
import { getMenuCache } from '../../domain/menu/menu-cache.ts';
import { createReview } from '../../domain/reviews/create-review.ts';
import { listReviews } from '../../domain/reviews/list-reviews.ts';
import { reviewBody } from '../../domain/reviews/review-body.ts';
import { reviewResponse } from '../../domain/reviews/review-response.ts';
import { refuse } from '../../lib/app-error.ts';
import { currentCustomerId } from '../../lib/current-customer.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { businessIdSchema, productIdSchema } from '../../lib/id-schemas.ts';
import { said } from '../../i18n/say.ts';

const tags = ['reviews'];
const security = [{ bearer: [] }];
const listQuery = z.object({
  business: businessIdSchema.optional(),
  businessId: businessIdSchema.optional(),
  product: productIdSchema.optional(),
  productId: productIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Ratings of businesses and products (001 §3 Review, §7 POST /reviews, GET /reviews…). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Rate a business or a product (001 §3, §5)',
        description:
          "A business or a product, never both; rating 1–5; comment at most 500 characters. Only for one of the caller's paid or delivered orders at that business (for a product: an order with that product), once per target per order: 403 without such an order, 409 on a repeat. The business's or product's ratingAverage and ratingCount are recomputed in the same transaction. 201 'Değerlendirmeniz için teşekkürler!'. Idempotency-Key honoured.",
        headers: idempotencyHeaders,
        body: reviewBody,
        response: { 201: envelope(reviewResponse), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const userId = currentCustomerId(request);
      const answer = await withIdempotency({
        db: app.db,
        key: readIdempotencyKey(request),
        scope: `user:${userId}`,
        request: { method: 'POST', path: '/reviews', body: request.body },
        run: async (tx) => {
          const review = await createReview({
            tx,
            userId,
            body: request.body,
            now: app.clock.now(),
          });
          return { statusCode: 201, body: ok(review, said('answer.review.created')) };
        },
      });
      // A product review rewrote the product's rating (menu_version bumped): this node's next
      // menu read shows it without waiting for the NOTIFY (ADR 003).
      if (request.body.product) getMenuCache(app.db).recheck();
      return sendIdempotent(reply, answer);
    },
  );

  app.get(
    '/user/me',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: "The caller's reviews, newest first ('Değerlendirmelerim')",
        response: { 200: envelope(z.array(reviewResponse)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const userId = currentCustomerId(request);
      return ok(await listReviews({ db: app.db, filter: { userId }, limit: 500 }));
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "A business's or a product's reviews, newest first (public)",
        description:
          '`business` (or businessId) or `product` (or productId), not both. Authors are shown by first name and initial.',
        querystring: listQuery,
        response: { 200: envelope(z.array(reviewResponse)), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const query = request.query;
      const businessId = query.business ?? query.businessId;
      const productId = query.product ?? query.productId;
      if (businessId && productId) throw refuse(400, 'REVIEW_TARGET_BOTH');
      if (productId) {
        if (!(await readProduct({ db: app.db, productId }))) throw refuse(404, 'PRODUCT_NOT_FOUND');
        return ok(await listReviews({ db: app.db, filter: { productId }, limit: query.limit }));
      }
      if (!businessId) throw refuse(400, 'REVIEW_TARGET_MISSING');
      if (!(await businessExists({ db: app.db, businessId })))
        throw refuse(404, 'BUSINESS_NOT_FOUND');
      return ok(await listReviews({ db: app.db, filter: { businessId }, limit: query.limit }));
    },
  );
};
