import {
  myTipsSchema,
  tipDayParamsSchema,
  tipDayQuerySchema,
  tipDaySchema,
  tipHoursBodySchema,
  tipSettingsSchema,
} from '@masa/core/tips/tips.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateSettingsKey } from '../../domain/settings/update-business-settings.ts';
import { renderTipDayPdf } from '../../domain/tips/render-tip-day-pdf.ts';
import { saveTipHours } from '../../domain/tips/save-tip-hours.ts';
import { signOffTipDay } from '../../domain/tips/sign-off-tip-day.ts';
import { tipDayCsv, tipDayFileName } from '../../domain/tips/tip-day-document.ts';
import { tipDayResponse } from '../../domain/tips/tip-day-response.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { fileDocument, sendPdf } from './send-pdf.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';

/**
 * The tip ledger (issue 35 §2, docs/decisions/088-the-tip-ledger.md): a day's tips, who served
 * what, the rule, hours, the amounts per person, the owner's sign-off and its CSV and PDF.
 * Owners and managers read and distribute, the owner signs, everyone reads their own line.
 * There is no business id to name: a day is always the signed-in staff's business's.
 */
export const staffTipRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = (businessId: string, day: string) =>
    tipDayResponse({ db: app.db, businessId, day, now: app.clock.now() });

  app.get(
    '/tips',
    {
      schema: {
        tags,
        security,
        summary: "A day's tips: by method, who served what, the rule, hours and the amounts",
        description:
          "Counted live from the tipped payments of the day's period (the business days opened that date, else the Istanbul calendar day) until the owner signs the day off; then the signed ledger, with `lateChanges` listing payments whose tips came or changed since. Owners and managers; waiters and the kitchen 403 (they read /tips/mine).",
        querystring: tipDayQuerySchema,
        response: { 200: envelope(tipDaySchema), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'distributeTips');
      return ok(await read(businessId, request.query.day));
    },
  );
  app.get(
    '/tips/mine',
    {
      schema: {
        tags,
        security,
        summary: 'My own line of a day’s tips ("Bahşişlerim"): what I served and what I get',
        description:
          'Waiters and the kitchen: their own hours, points and amount and the tipped payments of the orders they served, nobody else’s. Owners and managers read the whole day (/tips): 403 here.',
        querystring: tipDayQuerySchema,
        response: { 200: envelope(myTipsSchema), ...failures },
      },
    },
    async (request) => {
      const { businessId, staffId } = currentStaff(request, 'readOwnTips');
      const day = await read(businessId, request.query.day);
      return ok({
        day: day.day,
        rule: day.rule,
        signedAt: day.signedAt,
        me: day.people.find((p) => p.id === staffId) ?? null,
        payments: day.payments.filter((p) => p.servedBy?.id === staffId),
      });
    },
  );
  app.put(
    '/tips/settings',
    {
      schema: {
        tags,
        security,
        summary: 'The distribution rule and the points of each role',
        description:
          'own: each keeps the tips of the orders they served; pool-hours: the day’s tips shared by hours worked; pool-points: by role points of those who worked. Applies to days not signed off yet. Owners and managers.',
        body: tipSettingsSchema,
        response: { 200: envelope(tipSettingsSchema), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'manageSettings');
      // One statement, atomic without a transaction around it (update-business-settings.ts).
      const settings = await updateSettingsKey({
        db: app.db,
        businessId,
        key: 'tips',
        value: request.body,
      });
      return ok(settings.tips!);
    },
  );
  app.put(
    '/tips/:day/hours',
    {
      schema: {
        tags,
        security,
        summary: 'The hours each person worked that day (minutes), replacing what was entered',
        description:
          'Someone not of the business: 404. A day signed off: 409 TIP_DAY_SIGNED. A day to come: 400. Owners and managers.',
        params: tipDayParamsSchema,
        body: tipHoursBodySchema,
        response: { 200: envelope(tipDaySchema), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'distributeTips');
      const { day } = request.params;
      const now = app.clock.now();
      await saveTipHours({ db: app.db, businessId, day, hours: request.body.hours, now });
      return ok(await read(businessId, day));
    },
  );
  app.post(
    '/tips/:day/sign-off',
    {
      schema: {
        tags,
        security,
        summary: 'The owner signs the day’s distribution off ("Onayla"): frozen, read-only',
        description:
          'Freezes the ledger as it stands with who signed and when (the İş Kanunu article 51 record). Once: 409 TIP_DAY_SIGNED after. A day to come: 400. Owners only. Audit: tips.signed.',
        params: tipDayParamsSchema,
        response: { 200: envelope(tipDaySchema), ...failures },
      },
    },
    async (request) => {
      const { businessId, staffId } = currentStaff(request, 'signTips');
      const { day } = request.params;
      const now = app.clock.now();
      await signOffTipDay({ db: app.db, businessId, day, staffId, now });
      return ok(await read(businessId, day));
    },
  );
  app.get(
    '/tips/:day.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The day’s tip record as CSV (semicolons, UTF-8)',
        params: tipDayParamsSchema,
        response: { 200: fileDocument('text/csv', 'CSV document'), ...failures },
      },
    },
    async (request, reply) => {
      const { businessId } = currentStaff(request, 'distributeTips');
      const day = await read(businessId, request.params.day);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${tipDayFileName(day, 'csv')}"`)
        .header('cache-control', 'no-store')
        .send(tipDayCsv(day));
    },
  );
  app.get(
    '/tips/:day.pdf',
    {
      schema: {
        tags,
        security,
        summary: 'The day’s tip record as a PDF: the article-51 proof the owner signs',
        description:
          'Business, day, rule, tips by method, each person’s hours, points and amount, undistributed, total, and who signed it and when ("Onaylanmadı (taslak)" before). Owners and managers.',
        params: tipDayParamsSchema,
        response: { 200: fileDocument('application/pdf', 'PDF document'), ...failures },
      },
    },
    async (request, reply) => {
      const { businessId } = currentStaff(request, 'distributeTips');
      const day = await read(businessId, request.params.day);
      const pdf = await renderTipDayPdf(day);
      return sendPdf(reply, pdf, tipDayFileName(day, 'pdf'));
    },
  );
};
