import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { printPrebill } from '../../domain/printing/print-prebill.ts';
import { reprintOrder } from '../../domain/printing/reprint-order.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { orderIdSchema, tableId } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { sayTo } from '../../i18n/say.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const queued = envelope(
  z.object({ jobs: z.number().int().describe('Print jobs written, one per printer.') }),
);

/**
 * Tickets printed on demand (issue 33): an order's station tickets again ("Tekrar yazdır" on a
 * board card) and a table's pre-bill ("Ara hesap yazdır"). Both only write print jobs (the
 * outbox): 202, the print worker delivers them.
 */
export const staffPrintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:orderId/reprint',
    {
      schema: {
        tags,
        security,
        summary: "Print an order's station tickets again",
        description:
          'Owners, managers, waiters and the kitchen. Each station ticket of the order, with its lines as they are now, under "TEKRAR BASKI", on every printer serving the station. Another business\'s order 404; a held course not fired 409 NOTHING_TO_REPRINT; no printer serving its stations 409 NO_PRINTER.',
        params: z.object({ orderId: orderIdSchema }),
        response: { 202: queued, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { businessId } = currentStaff(request, 'moveOrders');
      const { orderId } = request.params;
      const jobs = await reprintOrder({ db: app.db, businessId, orderId, now: app.clock.now() });
      return reply
        .status(202)
        .send(ok({ jobs }, sayTo(request, 'answer.printing.reprinted', { jobs })));
    },
  );

  app.post(
    '/tables/:tableId/prebill',
    {
      schema: {
        tags,
        security,
        summary: "Print a table's pre-bill (ara hesap)",
        description:
          'Owners, managers and waiters (kitchen 403). The table\'s unpaid orders\' bills (ADR 027) as one "ARA HESAP" on every receipt printer; a table with separate bills (ADR 078) gets one per bill, each named ("Masa: Bahçe 3 · Hesap 2") with its own total, and `jobs` counts them all. Another business\'s table 404; nothing unpaid 409 NOTHING_OPEN; no receipt printer 409 NO_RECEIPT_PRINTER ("Fiş yazıcısı tanımlı değil").',
        params: z.object({ tableId: tableId() }),
        response: { 202: queued, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { businessId } = currentStaff(request, 'takePayments');
      const { tableId } = request.params;
      const jobs = await printPrebill({ db: app.db, businessId, tableId, now: app.clock.now() });
      return reply.status(202).send(ok({ jobs }, sayTo(request, 'answer.printing.prebillPrinted')));
    },
  );
};
