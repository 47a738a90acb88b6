import { walkoutBody, walkoutResult } from '@masa/core/walkouts/walkouts.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { walkOut } from '../../domain/walkouts/walk-out.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { orderIdSchema, tableId as tableIdSchema } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { sayTo } from '../../i18n/say.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const response = {
  200: envelope(walkoutResult),
  ...errorResponses(400, 401, 403, 404),
  409: errorBody
    .extend({ left: z.number().int().describe('What the bill has left now, kuruş.') })
    .partial({ left: true }),
};
const description =
  "Closes a served order's unpaid rest as \"Ödenmedi\" with the reason (`reasonId` of the business's walk-out list and/or typed `reason`, stored as label — text; 400 REASON_NOT_FOUND for another business's or kind's reason, REASON_ARCHIVED for an archived one; ADR 076, 079): not a cancellation; paid units stay paid, the loss (the bill's left, by VAT rate) shows apart in the report, and the order leaves the board and the floor, so the table can be cleared. Owner or manager; a waiter's request needs `approval` (403 APPROVAL_REQUIRED, then a manager's PIN). 409 ORDER_NOT_SERVED, ORDER_PAID, ORDER_CLOSED, and AMOUNT_CHANGED (with `left`) when the bill is not what the screen showed (`expectedLeft`). Emits order:updated for each order.";

/** Walk-outs: one order, or a whole table's served, unpaid orders (issue 32 item 4). */
export const staffWalkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const run = async (
    request: { body: z.infer<typeof walkoutBody> } & Parameters<typeof sayTo>[0],
    staff: ReturnType<typeof currentStaff>,
    where: { orderId?: string; tableId?: string },
  ) => {
    const now = app.clock.now();
    const result = await walkOut({
      db: app.db,
      ...where,
      ...request.body,
      businessId: staff.businessId,
      staff,
      now,
    });
    const orderIds = result.closing.map(({ order }) => order.id);
    return ok(
      { orderIds, left: result.left, approvedBy: result.approvedBy },
      sayTo(request, 'answer.walkout.walkedOut', { count: orderIds.length }),
    );
  };

  app.post(
    '/orders/:id/walkout',
    {
      schema: {
        tags,
        security,
        summary: 'Close a served, unpaid order as a walk-out ("Ödenmedi")',
        description,
        params: z.object({ id: orderIdSchema }),
        body: walkoutBody,
        response,
      },
    },
    async (request) =>
      run(request, currentStaff(request, 'takePayments'), {
        orderId: request.params.id,
      }),
  );

  app.post(
    '/tables/:tableId/walkout',
    {
      schema: {
        tags,
        security,
        summary: 'Close a table\'s served, unpaid orders as a walk-out ("Ödenmedi")',
        description: `${description} Every order of the table still in service must be served.`,
        params: z.object({ tableId: tableIdSchema() }),
        body: walkoutBody,
        response,
      },
    },
    async (request) =>
      run(request, currentStaff(request, 'takePayments'), {
        tableId: request.params.tableId,
      }),
  );
};
