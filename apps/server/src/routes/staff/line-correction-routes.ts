import { ikramLineBody, voidLineBody } from '@masa/core/corrections/line-corrections.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ikramOrderItem } from '../../domain/corrections/ikram-order-item.ts';
import { voidOrderItem } from '../../domain/corrections/void-order-item.ts';
import { orderResponse } from '../../domain/orders/order-response.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { entityId } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { idParams, security, tags } from './request-schemas.ts';
import { sayTo } from '../../i18n/say.ts';

const lineParams = idParams.extend({ itemId: entityId('Geçersiz ürün kimliği') });
const approvalRule =
  'An owner or manager alone; a waiter alone up to the business’s approval limit (kuruş) and before delivery, otherwise with `approval` (an owner’s or manager’s id and PIN): 403 APPROVAL_REQUIRED without it, 403 APPROVAL_REFUSED for a wrong PIN, 429 after 5 wrong PINs of one approver in 15 minutes (ADR 073).';
const staleRule =
  '`expectedQuantity` is the line’s quantity as the screen showed it: changed since, 409 LINE_CHANGED with `quantity`. Paid units: 409 ITEM_PAID. A reason: `reasonId` of GET /staff/corrections/reasons and/or `reason` text; an archived one is 400 REASON_ARCHIVED (ADR 079).';

const lineConflict = errorBody
  .extend({
    quantity: z.number().int().optional().describe('LINE_CHANGED: the line’s quantity now.'),
    unpaid: z.number().int().optional().describe('ITEM_PAID: the units not paid yet.'),
  })
  .describe('The line changed since the screen showed it, was voided, or is paid');

/** What the void and the ikram routes declare alike: the line, the rules, the answers. */
const lineCorrectionSchema = <B extends z.ZodType>(summary: string, rules: string, body: B) => ({
  tags,
  security,
  summary,
  description: `${approvalRule} ${staleRule} ${rules}`,
  params: lineParams,
  body,
  response: {
    200: envelope(orderResponse),
    ...errorResponses(400, 401, 403, 404, 429),
    409: lineConflict,
  },
});

/** Corrections of one line of an order: void and ikram (issue 32 §1, ADR 073). */
export const staffLineCorrectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/items/:itemId/void',
    {
      schema: lineCorrectionSchema(
        'Void some or all of a line’s units: not made, or made and wasted',
        "'not_made' only while the kitchen has not started the line (pending or received), else 409 KITCHEN_STARTED. Fewer units than the line splits it. Owners, managers, waiters; the kitchen 403. Emits order:item:status:changed and order:updated; recorded in the audit trail with the amount.",
        voidLineBody,
      ),
    },
    async (request) => {
      const me = currentStaff(request, 'cancelOrders');
      const { id, itemId } = request.params;
      const now = app.clock.now();
      const { order, voidedItemId } = await voidOrderItem({
        db: app.db,
        orderId: id,
        itemId,
        businessId: me.businessId,
        staff: me,
        body: request.body,
        now,
      });
      const item = order.items.find((line) => line.id === voidedItemId);
      return ok(
        order,
        sayTo(request, 'answer.correction.voided', {
          name: item?.name ?? '',
          quantity: request.body.quantity,
        }),
      );
    },
  );

  app.post(
    '/orders/:id/items/:itemId/ikram',
    {
      schema: lineCorrectionSchema(
        'Give some or all of a line’s units as ikram: the dish stays, its price and VAT 0',
        "A line already ikram: 409 LINE_IKRAM. Fewer units than the line splits it. Owners, managers, waiters; the kitchen 403. Emits order:updated (the diner's bill shows the line as İkram ₺0); recorded in the audit trail with the menu value.",
        ikramLineBody,
      ),
    },
    async (request) => {
      const me = currentStaff(request, 'cancelOrders');
      const { id, itemId } = request.params;
      const now = app.clock.now();
      const { order, ikramItemId } = await ikramOrderItem({
        db: app.db,
        orderId: id,
        itemId,
        businessId: me.businessId,
        staff: me,
        body: request.body,
        now,
      });
      const item = order.items.find((line) => line.id === ikramItemId);
      return ok(
        order,
        sayTo(request, 'answer.correction.ikramGiven', {
          name: item?.name ?? '',
          quantity: request.body.quantity,
        }),
      );
    },
  );
};
