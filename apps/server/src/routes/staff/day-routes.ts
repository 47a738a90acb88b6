import { findBusinessDay } from '../../domain/business-days/find-business-day.ts';
import {
  businessDaySchema,
  closeDayBodySchema,
  currentDaySchema,
  DAY_MESSAGES,
  openDayBodySchema,
} from '@masa/core/reports/day.schemas';
import { reconciliationDifferenceSchema } from '@masa/core/fiscal/z-report.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { closeBusinessDay } from '../../domain/business-days/close-business-day.ts';
import { dayResponse } from '../../domain/business-days/day-response.ts';
import { openBusinessDay } from '../../domain/business-days/open-business-day.ts';
import { readCurrentDay } from '../../domain/business-days/read-current-day.ts';
import { envelope, errorBody, ok } from '../../lib/envelope.ts';
import { entityId } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';

const dayParams = z.object({ id: entityId(DAY_MESSAGES.dayNotFound) });
const openTablesRefusal = errorBody
  .extend({
    tables: z.array(z.string()).describe('The tables still to be settled.'),
    expectedCash: z.number().int().describe('The expected cash now, kuruş.'),
    count: z.number().int().describe('FISCAL_RECEIPTS_WAITING: the receipts still waiting.'),
    differences: z
      .array(reconciliationDifferenceSchema)
      .describe("Z_REPORT_DIFFERENCES: Masa beside the register's Z report."),
  })
  .partial({ tables: true, expectedCash: true, count: true, differences: true })
  .describe(
    "Conflict: the day is closed, tables are unpaid (tables), receipts wait for their fiş number (count), the Z report is missing or differs from Masa's figures (differences), or a payment came in since the screen showed its expected cash (expectedCash).",
  );

/**
 * Gün sonu (issue 32 §6, docs/decisions/077-the-business-day.md): the business day, opened with
 * the drawer's cash and closed with its count; owners and managers only (403 for others), the
 * signed-in staff's own business only (another's day is 404).
 */
export const staffDayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/days/current',
    {
      schema: {
        tags,
        security,
        summary: 'The open business day with its Z summary so far, and the unpaid tables',
        description:
          '`day` is the open day (null when none is open): who opened it, its opening float and the Z summary of the payments recorded since the last close (ADR 077), counted live by the one bill model. `unsettled` lists the tables whose bills still ask for money; the day closes only without them.',
        response: { 200: envelope(currentDaySchema), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'runDay');
      return ok(await readCurrentDay({ db: app.db, businessId, now: app.clock.now() }));
    },
  );
  app.post(
    '/days',
    {
      schema: {
        tags,
        security,
        summary: 'Open the business day with the opening float ("Açılış kasası")',
        description:
          'Kuruş in the drawer. One open day at a time: 409 DAY_ALREADY_OPEN while one is open. A negative or non-integer float is 400. Audit: day.opened.',
        body: openDayBodySchema,
        response: { 201: envelope(businessDaySchema), ...failures },
      },
    },
    async (request, reply) => {
      const { businessId, staffId } = currentStaff(request, 'runDay');
      const now = app.clock.now();
      const day = await openBusinessDay({ db: app.db, businessId, staffId, now, ...request.body });
      return reply.code(201).send(ok(day));
    },
  );
  app.get(
    '/days/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A business day and its Z summary (frozen once it is closed)',
        params: dayParams,
        response: { 200: envelope(businessDaySchema), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'runDay');
      const day = await findBusinessDay({ db: app.db, businessId, dayId: request.params.id });
      return ok(await dayResponse({ db: app.db, day, now: app.clock.now() }));
    },
  );
  app.post(
    '/days/:id/close',
    {
      schema: {
        tags,
        security,
        summary: 'Close the day ("Günü kapat") with the counted cash ("Sayılan nakit")',
        description:
          "Refused (409 DAY_HAS_OPEN_TABLES, with `tables`) while a table's bill asks for money; unless the business's fiscal.adapter is 'off' (ADR 093), 409 FISCAL_RECEIPTS_WAITING (with `count`) while the day's receipts wait for their fiş number, 409 Z_REPORT_MISSING until the register's Z report is typed in, 409 Z_REPORT_DIFFERENCES (with `differences`) when it differs from Masa's figures unless `acceptDifferences` is true (then they are frozen and audited as fiscal.differences_accepted); 409 DAY_CLOSED when closed already; 409 DAY_CASH_CHANGED (with `expectedCash`) when `expectedCash` is sent and a payment came in since. Otherwise freezes the Z summary of the day's payments with the counted cash, the expected cash (opening float + cash payments + cash tips) and over/short (counted − expected), who closed it and when. A payment recorded later lands in the next day (ADR 077). Counted cash negative or not a whole number of kuruş: 400. Audit: day.closed with the figures.",
        params: dayParams,
        body: closeDayBodySchema,
        response: { 200: envelope(businessDaySchema), ...failures, 409: openTablesRefusal },
      },
    },
    async (request) => {
      const { businessId, staffId } = currentStaff(request, 'runDay');
      const now = app.clock.now();
      const day = await closeBusinessDay({
        db: app.db,
        businessId,
        staffId,
        dayId: request.params.id,
        countedCash: request.body.countedCash,
        expectedCash: request.body.expectedCash,
        acceptDifferences: request.body.acceptDifferences,
        now,
      });
      return ok(day);
    },
  );
};
