import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acknowledgeBillRequest } from '../../domain/staff/acknowledge-bill-request.ts';
import { decideSplitRequest } from '../../domain/staff/decide-split-request.ts';
import { listBillRequests } from '../../domain/staff/list-bill-requests.ts';
import { listSplitRequests } from '../../domain/staff/list-split-requests.ts';
import {
  billRequestResponse,
  splitRequestResponse,
} from '../../domain/staff/staff-request-responses.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { currentStaff } from './current-staff.ts';
import { failures, idParams, limit, security, statusList, tags } from './request-schemas.ts';
import { sayTo } from '../../i18n/say.ts';

/** What diners ask of the business about the bill: bill requests and split requests. */
export const staffRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bill-requests',
    {
      schema: {
        tags,
        security,
        summary: "The business's bill requests, newest first",
        querystring: z.object({
          status: statusList(['pending', 'acknowledged', 'completed']),
          limit,
        }),
        response: { 200: envelope(z.array(billRequestResponse)), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'answerRequests');
      const { status, limit: max } = request.query;
      return ok(await listBillRequests({ db: app.db, businessId, statuses: status, limit: max }));
    },
  );

  app.patch(
    '/bill-requests/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Acknowledge a bill request (the last payment completes it)',
        params: idParams,
        body: z.object({ status: z.literal('acknowledged') }).default({ status: 'acknowledged' }),
        response: { 200: envelope(billRequestResponse), ...failures },
      },
    },
    async (request) => {
      const { businessId, staffId } = currentStaff(request, 'answerRequests');
      const now = app.clock.now();
      const { request: bill } = await acknowledgeBillRequest({
        db: app.db,
        requestId: request.params.id,
        businessId,
        staffId,
        now,
      });
      return ok(bill, sayTo(request, 'answer.staff.billAcknowledged'));
    },
  );

  app.get(
    '/split-requests',
    {
      schema: {
        tags,
        security,
        summary: "The business's split-bill requests with their lines, newest first",
        description:
          '`open=true`: those the staff still act on, pending ones and approved ones whose payment is not recorded yet (ADR 027).',
        querystring: z.object({
          status: statusList(['pending', 'approved', 'rejected']),
          open: z
            .enum(['true', 'false'])
            .transform((v) => v === 'true')
            .optional(),
          limit,
        }),
        response: { 200: envelope(z.array(splitRequestResponse)), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'answerRequests');
      const { status, open, limit: max } = request.query;
      return ok(
        await listSplitRequests({
          db: app.db,
          businessId,
          statuses: status,
          open: open ?? false,
          limit: max,
        }),
      );
    },
  );

  app.patch(
    '/split-requests/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Approve or reject a pending split-bill request',
        description:
          "Approval reserves the request's units for its payer until its payment is recorded (POST /staff/orders/{id}/payments with splitBillRequestId, ADR 027); they must still be due (not paid, not in another approved request), else 409. A decided request cannot change (409). Owner, manager and waiter only.",
        params: idParams,
        body: z.object({ status: z.enum(['approved', 'rejected']) }),
        response: { 200: envelope(splitRequestResponse), ...failures },
      },
    },
    async (request) => {
      const { businessId, staffId } = currentStaff(request, 'answerRequests');
      const decision = request.body.status;
      const now = app.clock.now();
      const { request: split } = await decideSplitRequest({
        db: app.db,
        requestId: request.params.id,
        businessId,
        staffId,
        decision,
        now,
      });
      return ok(
        split,
        sayTo(
          request,
          decision === 'approved' ? 'answer.staff.splitApproved' : 'answer.staff.splitRejected',
        ),
      );
    },
  );
};
