import { createPersonCountSchema } from '@masa/core/orders/order.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadOrderResponse } from '../../domain/orders/load-order-response.ts';
import { orderResponse } from '../../domain/orders/order-response.ts';
import { correctParty } from '../../domain/staff/correct-party.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { orderIdSchema } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { sayTo } from '../../i18n/say.ts';

/** The party size of a table's sitting, counted by the staff (issue 29, ADR 054). */
export const staffPartyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/orders/:id/party',
    {
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary: "Correct the party size of an order's sitting",
        description:
          "The sitting's per-person charges (the kuver, priced once, on its first order) are re-priced for the new count, and every open order of the sitting takes it. 409 PARTY_PAID once an order carrying a per-person charge has a payment; 409 ORDER_CLOSED for a cancelled order. Emits order:updated for each order changed. Owner, manager and waiter only.",
        params: z.object({ id: orderIdSchema }),
        body: z.object({ personCount: createPersonCountSchema(20) }),
        response: { 200: envelope(orderResponse), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'takePayments');
      const now = app.clock.now();
      const { personCount } = request.body;
      await correctParty({
        db: app.db,
        orderId: request.params.id,
        businessId,
        personCount,
        now,
      });
      const order = await loadOrderResponse({
        db: app.db,
        orderId: request.params.id,
        now,
        forStaff: true,
      });
      if (!order) throw refuse(404, 'ORDER_NOT_FOUND');
      return ok(order, sayTo(request, 'answer.staff.partyCorrected', { n: personCount }));
    },
  );
};
