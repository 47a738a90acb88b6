import {
  reportPaymentSchema,
  reportQuerySchema,
  salesReportSchema,
} from '@masa/core/reports/report.schemas';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listReportPayments } from '../../domain/reports/list-report-payments.ts';
import { loadSalesReport } from '../../domain/reports/load-sales-report.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';

/**
 * GET /staff/reports/summary: the sales of a day or a range (issue 17 §6, ADR 030); GET
 * /staff/reports/payments: the payments behind them, one by one (issue 29).
 */
export const staffReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/summary',
    {
      schema: {
        tags,
        security,
        summary: "The business's sales for a day or a range of days (Europe/Istanbul)",
        description:
          "Orders placed, what was paid (gross, tips apart), VAT by rate, net, tips, service charges, discounts, by payment method, by hour and day, by product and category, cancellations, the average minutes from placing to ready and to delivered over the orders whose moments are known (ADR 037), and ratings, from `from` to `to` included, days of the business's time zone. Money is kuruş, taken from the payments recorded in the range as the one bill model prices them (ADR 027, ADR 030), so the report and the bills agree to the kuruş. At most 366 days; `from` after `to` or a day that does not exist is 400. Owners and managers only (403 for waiters and the kitchen); the signed-in staff's own business only.",
        querystring: reportQuerySchema,
        response: { 200: envelope(salesReportSchema), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'readReports');
      const { from, to } = request.query;
      return ok(await loadSalesReport({ db: app.db, businessId, from, to, now: app.clock.now() }));
    },
  );
  app.get(
    '/reports/payments',
    {
      schema: {
        tags,
        security,
        summary: 'Every payment of a day or a range of days, as an accountant books them',
        description:
          'The payments the sales report adds up, oldest first: when, the table, the order number, the method, the amount (kuruş, tip apart) and the tip, and the staff member who took it (null: paid online). The same range rules and roles as /reports/summary.',
        querystring: reportQuerySchema,
        response: { 200: envelope(z.array(reportPaymentSchema)), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'readReports');
      const { from, to } = request.query;
      return ok(await listReportPayments({ db: app.db, businessId, from, to }));
    },
  );
};
