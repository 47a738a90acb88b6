import { findBusinessDay } from '../../domain/business-days/find-business-day.ts';
import {
  completeFiscalBody,
  FISCAL_KINDS,
  FISCAL_MESSAGES as FM,
  FISCAL_STATUSES,
  fiscalListResponse,
  fiscalRequestSchema,
  fiscalSettingsBody,
} from '@masa/core/fiscal/fiscal.schemas';
import { reconciliationSchema, zReportBody } from '@masa/core/fiscal/z-report.schemas';
import { DAY_MESSAGES } from '@masa/core/reports/day.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { completeFiscalRequest } from '../../domain/fiscal/complete-fiscal-request.ts';
import { listFiscalRequests } from '../../domain/fiscal/list-fiscal-requests.ts';
import { loadReconciliation } from '../../domain/fiscal/load-reconciliation.ts';
import { saveFiscalAdapter } from '../../domain/fiscal/save-fiscal-adapter.ts';
import { saveZReport } from '../../domain/fiscal/save-z-report.ts';
import { emitFiscalChanged } from '../../domain/fiscal/send-fiscal-request.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { entityId, tableId } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';
import { staffWriter } from './staff-writer.ts';

const requestParams = z.object({ id: entityId(FM.notFound) });
const dayParams = z.object({ id: entityId(DAY_MESSAGES.dayNotFound) });
const twinNote = `With the 'gmp3' adapter a local register twin stands in until a vendor's basket API is wired (deviceTwin true: "${FM.deviceTwin}").`;

/**
 * The fiscal bridge (issue 35 §4, docs/decisions/093-the-fiscal-bridge.md): each payment's
 * fiscal request, the fiş number the staff type for it, the register's Z report beside Masa's
 * figures at the day's close, and the business's register setting. Own business only: another
 * business's request or day is 404.
 */
export const staffFiscalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fiscal-requests',
    {
      schema: {
        tags,
        security,
        summary: "The business's fiscal requests: payments waiting for their fiş number, and done",
        description: `Anyone who takes payments (owner, manager, waiter). One per payment, made with it (ADR 093): the lines, VAT rates, payment type and amount (tips apart) the register must record. \`kind\` receipt (default: the ÖKC's fiş) or e_arsiv (paid online: e-Arşiv, no fiş number); \`status\` waiting, done or failed (the integrated register refused it: \`error\` says why); \`tableId\` one table's. Oldest first. ${twinNote}`,
        querystring: z.object({
          kind: z.enum(FISCAL_KINDS).default('receipt'),
          status: z.enum(FISCAL_STATUSES).optional(),
          tableId: tableId().optional(),
        }),
        response: { 200: envelope(fiscalListResponse), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'takePayments');
      const requests = await listFiscalRequests({
        db: app.db,
        businessId,
        ...request.query,
        deviceTwin: app.fiscalDevice.twin,
      });
      return ok({ requests });
    },
  );

  app.post(
    '/fiscal-requests/:id/complete',
    {
      schema: {
        tags,
        security,
        summary: 'Record the fiş number the register printed, or that it printed without one',
        description: `Anyone who takes payments. Body \`{ receiptNumber }\` (digits, 1–20) or \`{ printed: true }\`; 400 otherwise. A waiting request or one the integrated register refused becomes done; 409 FISCAL_REQUEST_DONE when done already, 409 FISCAL_REQUEST_E_ARSIV for an online payment's. Another business's request: 404. Audit: fiscal.completed. Emits fiscal:changed to the staff.`,
        params: requestParams,
        body: completeFiscalBody,
        response: { 200: envelope(z.object({ request: fiscalRequestSchema })), ...failures },
      },
    },
    async (request) => {
      const { businessId, staffId } = currentStaff(request, 'takePayments');
      const done = await completeFiscalRequest({
        db: app.db,
        businessId,
        staffId,
        requestId: request.params.id,
        body: request.body,
        deviceTwin: app.fiscalDevice.twin,
        now: app.clock.now(),
      });
      emitFiscalChanged(app.io, businessId);
      return ok({ request: done });
    },
  );

  app.get(
    '/days/:id/reconciliation',
    {
      schema: {
        tags,
        security,
        summary: "Masa's day beside the register's Z report, and the differences",
        description:
          "Owners and managers. Masa's gross by VAT rate (VAT included) and amounts by method, tips apart, from the day's Z summary (ADR 077) less online payments (e-Arşiv, outside the register, ADR 093); the Z report typed in (null until then); each non-zero register − masa; the differences accepted at the close; the day's receipts still waiting.",
        params: dayParams,
        response: { 200: envelope(reconciliationSchema), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'runDay');
      const day = await findBusinessDay({ db: app.db, businessId, dayId: request.params.id });
      return ok(await loadReconciliation({ db: app.db, day, now: app.clock.now() }));
    },
  );

  app.put(
    '/days/:id/z-report',
    {
      schema: {
        tags,
        security,
        summary: "Type in the register's Z report for the day",
        description:
          'Owners and managers. The Z number, gross by VAT rate and amounts by method (cash, credit_card, sodexo, mutlinet) as the register printed them; typing it again replaces it. 409 DAY_CLOSED once the day is closed. Answers the reconciliation. Audit: fiscal.z_entered.',
        params: dayParams,
        body: zReportBody,
        response: { 200: envelope(reconciliationSchema), ...failures },
      },
    },
    async (request) => {
      const { businessId, staffId } = currentStaff(request, 'runDay');
      const reconciliation = await saveZReport({
        db: app.db,
        businessId,
        staffId,
        dayId: request.params.id,
        body: request.body,
        now: app.clock.now(),
      });
      emitFiscalChanged(app.io, businessId);
      return ok(reconciliation);
    },
  );

  app.put(
    '/settings/fiscal',
    {
      schema: {
        tags,
        security,
        summary: 'How payments reach the fiscal register (ÖKC): manual, gmp3 or off',
        description: `Owners and managers (kitchen and waiters 403); recorded in the audit trail. 'manual' (the default): the staff type each payment's fiş number; 'gmp3': an integrated register prints it; 'off': no register (outside Turkey), nothing waits and the day closes without a Z report. Payments recorded from now on use it. ${twinNote}`,
        body: fiscalSettingsBody,
        response: { 200: envelope(fiscalSettingsBody), ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, 'manageSettings');
      const { adapter } = request.body;
      await saveFiscalAdapter({ ...staffWriter(app, me), adapter });
      return ok({ adapter });
    },
  );
};
