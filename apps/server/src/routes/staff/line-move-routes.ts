import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderResponse } from '../../domain/orders/order-response.ts';
import { moveOrderLines } from '../../domain/table-moves/move-order-lines.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { entityId, orderIdSchema, tableId as tableIdSchema } from '../../lib/id-schemas.ts';
import { answerMovedUnits } from './answer-moved-units.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';
import { sayTo } from '../../i18n/say.ts';

const quantity = z.number().int().min(1).max(999);
/** Chosen units of an order's lines, each with the quantity the screen showed (ADR 075). */
export const lineMoves = z
  .array(
    z.object({
      itemId: entityId('Geçersiz ürün kimliği'),
      quantity: quantity.describe('Units to move'),
      expectedQuantity: quantity.describe("The line's quantity as the screen showed it"),
    }),
  )
  .min(1, 'En az bir ürün seçin')
  .max(50)
  .refine(
    (lines) => new Set(lines.map((line) => line.itemId)).size === lines.length,
    'Bir ürün bir kez seçilir',
  );
const body = z.object({ toTableId: tableIdSchema(), lines: lineMoves });

/** Chosen lines moved to another table's bill (issue 32 §3, ADR 075). */
export const staffLineMoveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/lines/move',
    {
      schema: {
        tags,
        security,
        summary: "Move chosen units of an order's lines to another table's bill",
        description:
          "The units go to the newest open order of `toTableId`; a line moved in part splits into two rows. Both bills are re-priced. 404 for an order, line or table of another business; 400 SAME_TABLE; 409 NO_OPEN_BILL (nothing open at that table), LINE_CHANGED (the line's quantity is not `expectedQuantity` any more: a stale screen or another waiter first) and LINE_NOT_MOVABLE (paid units, units a split holds, a shared line's shares and free units never move). Owners, managers and waiters.",
        params: z.object({ id: orderIdSchema }),
        body,
        response: {
          200: envelope(z.object({ from: orderResponse, to: orderResponse })),
          ...failures,
        },
      },
    },
    async (request) => {
      const { businessId, staffId } = currentStaff(request, 'runFloor');
      const now = app.clock.now();
      const moved = await moveOrderLines({
        db: app.db,
        businessId,
        staffId,
        orderId: request.params.id,
        toTableId: request.body.toTableId,
        lines: request.body.lines,
        now,
      });
      const { from, to, units } = await answerMovedUnits(app, moved, request.body.lines, now);
      return ok(
        { from, to },
        sayTo(request, 'answer.tableMove.linesMoved', { count: units, to: moved.toTable }),
      );
    },
  );
};
