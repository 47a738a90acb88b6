import {
  approvalLimitBody,
  approvalPinBody,
  approverSchema,
  correctionSettingsResponse,
} from '@masa/core/corrections/corrections.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listApprovers } from '../../domain/corrections/list-approvers.ts';
import { readCorrectionSettings } from '../../domain/corrections/read-correction-settings.ts';
import { saveApprovalLimit } from '../../domain/corrections/save-approval-limit.ts';
import { setApprovalPin } from '../../domain/corrections/set-approval-pin.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';
import { sayTo } from '../../i18n/say.ts';

/**
 * Who may approve a correction and how much a waiter may correct alone (issue 32 §1, ADR 073):
 * the approvers the "Yönetici onayı" dialog offers, an owner's or manager's own PIN, the
 * owner's limit.
 */
export const staffCorrectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/corrections/approvers',
    {
      schema: {
        tags,
        security,
        summary:
          'Owners and managers who can approve a correction on this device (they have a PIN)',
        description: 'Owners, managers and waiters; the kitchen 403.',
        response: { 200: envelope(z.array(approverSchema)), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'runFloor');
      return ok(await listApprovers({ db: app.db, businessId }));
    },
  );

  app.get(
    '/corrections/settings',
    {
      schema: {
        tags,
        security,
        summary: "The business's approval limit and whether the asker has an approval PIN",
        description: 'Owners and managers; waiters and the kitchen 403.',
        response: { 200: envelope(correctionSettingsResponse), ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, 'approveCorrections');
      return ok(await readCorrectionSettings({ db: app.db, ...me }));
    },
  );

  app.put(
    '/corrections/pin',
    {
      schema: {
        tags,
        security,
        summary: 'Set or change one’s own approval PIN (4–6 digits), confirmed with one’s password',
        description:
          'Owners and managers. A wrong password: 403 WRONG_PASSWORD, the PIN is kept. Recorded in the audit trail, never the PIN.',
        body: approvalPinBody,
        response: { 200: envelope(z.object({ pinSet: z.literal(true) })), ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, 'approveCorrections');
      await setApprovalPin({
        db: app.db,
        staffId: me.staffId,
        businessId: me.businessId,
        ...request.body,
      });
      return ok({ pinSet: true as const }, sayTo(request, 'answer.correction.pinSaved'));
    },
  );

  app.put(
    '/corrections/limit',
    {
      schema: {
        tags,
        security,
        summary: 'The amount in kuruş a waiter may void, give as ikram or discount alone',
        description:
          'The owner only. Above it, or after delivery, a waiter needs an owner’s or manager’s PIN. Recorded in the audit trail.',
        body: approvalLimitBody,
        response: { 200: envelope(approvalLimitBody), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const me = currentStaff(request, 'setApprovalLimit');
      const { approvalLimit } = request.body;
      await saveApprovalLimit({ db: app.db, ...me, approvalLimit, now: app.clock.now() });
      return ok({ approvalLimit }, sayTo(request, 'answer.correction.limitSaved'));
    },
  );
};
