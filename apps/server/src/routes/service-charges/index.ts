import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessExists } from '../../domain/businesses/business-exists.ts';
import { readTable } from '../../domain/tables/read-table.ts';
import { requestTableToken } from '../../domain/tables/table-presence.ts';
import { requestSessionKey } from '../../domain/table-sessions/session-key.ts';
import { findSittingParty } from '../../domain/table-sessions/sitting-party-size.ts';
import { findApplicableServiceCharges } from '../../domain/menu/find-applicable-service-charges.ts';
import { serializeServiceCharge } from '../../domain/menu/serialize-service-charge.ts';
import { serviceChargeResponse } from '../../domain/menu/service-charge-response.ts';
import { refuse } from '../../lib/app-error.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { businessIdSchema, tableId } from '../../lib/id-schemas.ts';

const query = z.looseObject({
  tableId: tableId().optional(),
  applyOn: z.enum(['session_start', 'every_order']).default('session_start'),
  orderAmount: z.coerce.number().int().min(0).default(0).describe('Kuruş: the cart subtotal.'),
  personCount: z.coerce
    .number()
    .int()
    .min(1, 'Kişi sayısı en az 1 olmalıdır')
    .max(20, 'Kişi sayısı en fazla 20 olabilir')
    .default(1),
  customerType: z
    .string()
    .max(40)
    .default('guest')
    .describe(
      "guest for guest accounts and visitors, customer for registered customers; POST /orders uses the signed-in account's.",
    ),
  hasReservation: z.enum(['true', 'false']).default('false'),
});

export const serviceChargeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business/:businessId/applicable',
    {
      schema: {
        tags: ['menu'],
        summary: 'Service charges that apply to an order at a table (checkout preview)',
        description:
          'The documents call this "applicable service charges for a business" without a path (001 §7); this is its path. applyOn=session_start (a new order) lists session_start and every_order charges; for a diner at the table (X-Table-Session-Key or X-Table-Token) whose sitting has ordered already, only every_order ones other than per-person ones, for the sitting\'s party (ADR 054, 076). Amounts in kuruş, computed for personCount and orderAmount; POST /orders charges exactly these.',
        params: z.object({ businessId: businessIdSchema }),
        querystring: query,
        response: { 200: envelope(z.array(serviceChargeResponse)), 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const q = request.query;
      if (!(await businessExists({ db: app.db, businessId })))
        throw refuse(404, 'BUSINESS_NOT_FOUND');
      const table = q.tableId ? await readTable({ db: app.db, tableId: q.tableId }) : undefined;
      // A diner whose sitting has ordered already is charged no second kuver, and its party is
      // the sitting's: exactly what POST /orders will charge (ADR 054).
      const party =
        table?.businessId === businessId
          ? await findSittingParty({
              db: app.db,
              tableId: table.id,
              sessionKey: requestSessionKey(request),
              tableToken: requestTableToken(request),
              now: app.clock.now(),
            })
          : null;
      const personCount = party ?? q.personCount;
      const charges = await findApplicableServiceCharges({
        db: app.db,
        businessId,
        context: {
          applyOn: party === null ? q.applyOn : 'every_order',
          tableType: table?.businessId === businessId ? table.type : undefined,
          orderAmount: q.orderAmount,
          personCount,
          customerType: q.customerType,
          hasReservation: q.hasReservation === 'true',
        },
      });
      const amounts = { personCount, orderAmount: q.orderAmount };
      return ok(charges.map((charge) => serializeServiceCharge(charge, amounts)));
    },
  );
};
