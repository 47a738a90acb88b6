import { billLabel, billLabelOf } from '@masa/core/orders/bill-label';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderResponse } from '../../domain/orders/order-response.ts';
import { openTableBill } from '../../domain/table-bills/open-table-bill.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { orderIdSchema, tableId as tableIdSchema } from '../../lib/id-schemas.ts';
import { answerMovedUnits } from './answer-moved-units.ts';
import { currentStaff } from './current-staff.ts';
import { lineMoves } from './line-move-routes.ts';
import { failures, security, tags } from './request-schemas.ts';
import { sayTo } from '../../i18n/say.ts';

/** A second bill on one table, "Ayrı hesap" (issue 32 §3, ADR 078). */
export const staffTableBillRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tables/:tableId/bills',
    {
      schema: {
        tags,
        security,
        summary:
          'Open another bill on a table ("Ayrı hesap") with chosen units of one of its orders',
        description:
          'A new order of the same table and sitting, labelled "Hesap 2" (then "Hesap 3"…; or the bill `toBill` names), takes the chosen units of `orderId` (a line moved in part splits into two rows); each bill is then paid and its rest computed on its own, and the table is cleared only when every bill is settled. 404 for a table, order or line of another business or an order of another table; 400 SAME_BILL; 409 BILL_NOT_OPEN (`toBill` is no bill of the sitting), BILL_SETTLED (the order is paid, walked out or on an open account), LINE_CHANGED (a stale screen or another waiter first) and LINE_NOT_MOVABLE (paid units, units a split holds, a shared line\'s shares and free units never move). Owners, managers and waiters.',
        params: z.object({ tableId: tableIdSchema() }),
        body: z.object({
          orderId: orderIdSchema,
          lines: lineMoves,
          toBill: billLabel
            .optional()
            .describe(
              'A bill the sitting already has ("Hesap 1", "Hesap 2"…): the units go there as a new order of it. Without it the next bill opens.',
            ),
        }),
        response: {
          201: envelope(
            z.object({
              label: z.string().describe('The new bill\'s label, "Hesap 2"…'),
              from: orderResponse,
              to: orderResponse,
            }),
          ),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const { businessId, staffId } = currentStaff(request, 'runFloor');
      const now = app.clock.now();
      const opened = await openTableBill({
        db: app.db,
        businessId,
        staffId,
        tableId: request.params.tableId,
        orderId: request.body.orderId,
        lines: request.body.lines,
        toBill: request.body.toBill,
        now,
      });
      const { from, to, units } = await answerMovedUnits(app, opened, request.body.lines, now);
      const label = opened.label ?? billLabelOf(1);
      return reply
        .code(201)
        .send(
          ok(
            { label, from, to },
            opened.opened
              ? sayTo(request, 'answer.tableBill.billOpened', { label, units })
              : sayTo(request, 'answer.tableBill.linesMoved', { label, units }),
          ),
        );
    },
  );
};
