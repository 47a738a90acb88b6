import {
  giveDiscountBodySchema,
  removeDiscountQuerySchema,
} from '@masa/core/bill/staff-discount.schemas';
import { formatTry } from '@masa/core/money/format-try';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { giveDiscount } from '../../domain/discounts/give-discount.ts';
import { removeDiscount } from '../../domain/discounts/remove-discount.ts';
import { loadOrderResponse } from '../../domain/orders/load-order-response.ts';
import { orderResponse } from '../../domain/orders/order-response.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { entityId, orderIdSchema } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { sayTo } from '../../i18n/say.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const params = z.object({ id: orderIdSchema });
/** A stale screen learns the bill's total now; other conflicts say only why. */
const conflict = errorBody
  .extend({ total: z.number().int().describe("The bill's total now, kuruş.").optional() })
  .describe(
    'Conflict: the bill total changed (BILL_TOTAL_CHANGED, with `total`), a unit it covers is paid or in a split, or the order is closed.',
  );

/** Staff discounts on a line or a whole order (issue 32 §2, ADR 074). */
export const staffDiscountRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The order as the staff see it after the change (its news was written with it, ADR 096). */
  const answer = async (orderId: string, now: Date, message: string) => {
    const order = await loadOrderResponse({ db: app.db, orderId, now, forStaff: true });
    if (!order) throw refuse(404, 'ORDER_NOT_FOUND');
    return ok(order, message);
  };

  app.post(
    '/orders/:id/discounts',
    {
      schema: {
        tags,
        security,
        summary: 'Give a discount on a line or the whole order',
        description:
          "A percentage (1–100) or an amount in kuruş, with a reason (`reasonId` of the business's discount list and/or typed `reason`; stored as label — text; 400 REASON_NOT_FOUND for another business's or kind's reason), priced by the one bill model after campaigns and earlier discounts, shown as its own row of the bill. 409 BILL_TOTAL_CHANGED (with `total`) when `expectedTotal` is not the bill's total; 409 DISCOUNT_ON_PAID when a unit it covers is paid or in a split; 400 DISCOUNT_TOO_LARGE above what is left; 403 APPROVAL_REQUIRED / APPROVAL_REFUSED when a waiter's discount above the owner's limit or after delivery carries no or a wrong manager's `approval` (ADR 073). Emits order:updated. Owner, manager and waiter.",
        params,
        body: giveDiscountBodySchema,
        response: {
          201: envelope(orderResponse),
          ...errorResponses(400, 401, 403, 404),
          409: conflict,
        },
      },
    },
    async (request, reply) => {
      const { businessId, staffId, role } = currentStaff(request, 'giveDiscounts');
      const now = app.clock.now();
      const { body } = request;
      const { amount } = await giveDiscount({
        db: app.db,
        orderId: request.params.id,
        businessId,
        staff: { staffId, role },
        body,
        now,
      });
      reply.code(201);
      return answer(
        request.params.id,
        now,
        sayTo(request, 'answer.discount.given', { amount: formatTry(amount) }),
      );
    },
  );

  app.delete(
    '/orders/:id/discounts/:discountId',
    {
      schema: {
        tags,
        security,
        summary: 'Take a discount back',
        description:
          "Owner or manager. 409 BILL_TOTAL_CHANGED when `expectedTotal` is not the bill's total; 409 DISCOUNT_ON_PAID when a unit it covers is paid or in a split. Audited; emits order:updated.",
        params: params.extend({ discountId: entityId('Geçersiz indirim kimliği') }),
        querystring: removeDiscountQuerySchema,
        response: {
          200: envelope(orderResponse),
          ...errorResponses(400, 401, 403, 404),
          409: conflict,
        },
      },
    },
    async (request) => {
      const { businessId, staffId } = currentStaff(request, 'removeDiscounts');
      const now = app.clock.now();
      const { amount } = await removeDiscount({
        db: app.db,
        orderId: request.params.id,
        discountId: request.params.discountId,
        businessId,
        staffId,
        expectedTotal: request.query.expectedTotal,
        now,
      });
      return answer(
        request.params.id,
        now,
        sayTo(request, 'answer.discount.removed', { amount: formatTry(amount) }),
      );
    },
  );
};
