import {
  correctionReasonSchema,
  reasonListBody,
} from '@masa/core/corrections/correction-reasons.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCorrectionReasons } from '../../domain/corrections/list-correction-reasons.ts';
import { saveCorrectionReasons } from '../../domain/corrections/save-correction-reasons.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';
import { staffWriter } from './staff-writer.ts';
import { sayTo } from '../../i18n/say.ts';

const reasons = envelope(z.array(correctionReasonSchema));

/** The business's reason lists for voids, ikram, discounts and walk-outs (contract rule 5). */
export const staffReasonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/corrections/reasons',
    {
      schema: {
        tags,
        security,
        summary: "The business's reasons for corrections, by kind and in order",
        description: 'Owners, managers and waiters (the correction pickers); the kitchen 403.',
        response: { 200: reasons, ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'runFloor');
      return ok(await listCorrectionReasons({ db: app.db, businessId }));
    },
  );

  app.put(
    '/corrections/reasons',
    {
      schema: {
        tags,
        security,
        summary: "Replace one kind's reason list, in order",
        description:
          'Owners and managers. A reason left out is archived (corrections keep their text); an id of another business or kind: 404, nothing changed. Recorded in the audit trail.',
        body: reasonListBody,
        response: { 200: reasons, ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, 'manageSettings');
      const { kind, reasons: list } = request.body;
      await saveCorrectionReasons({ ...staffWriter(app, me), kind, reasons: list });
      return ok(
        await listCorrectionReasons({ db: app.db, businessId: me.businessId }),
        sayTo(request, 'answer.correction.reasonsSaved'),
      );
    },
  );
};
