import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listWaiterCalls } from '../../domain/staff/list-waiter-calls.ts';
import { staffWaiterCallResponse } from '../../domain/staff/staff-request-responses.ts';
import { updateWaiterCall } from '../../domain/staff/update-waiter-call.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { currentStaff } from './current-staff.ts';
import { failures, idParams, limit, security, statusList, tags } from './request-schemas.ts';
import { sayTo } from '../../i18n/say.ts';

/** 'Garson Çağır' as the staff see it: the list, and acknowledging or resolving a call. */
export const staffWaiterCallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/waiter-calls',
    {
      schema: {
        tags,
        security,
        summary: "The business's waiter calls, newest first",
        querystring: z.object({
          status: statusList(['pending', 'acknowledged', 'resolved']),
          limit,
        }),
        response: { 200: envelope(z.array(staffWaiterCallResponse)), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'answerRequests');
      const { status, limit: max } = request.query;
      return ok(await listWaiterCalls({ db: app.db, businessId, statuses: status, limit: max }));
    },
  );

  app.patch(
    '/waiter-calls/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Acknowledge (on the way) or resolve (done) a waiter call',
        description:
          'A resolved call cannot change (409). Emits order:updated to the diner when the call names an order.',
        params: idParams,
        body: z.object({ status: z.enum(['acknowledged', 'resolved']) }),
        response: { 200: envelope(staffWaiterCallResponse), ...failures },
      },
    },
    async (request) => {
      const { businessId, staffId } = currentStaff(request, 'answerRequests');
      const now = app.clock.now();
      const { call } = await updateWaiterCall({
        db: app.db,
        callId: request.params.id,
        businessId,
        staffId,
        status: request.body.status,
        now,
      });
      return ok(call, sayTo(request, 'answer.staff.waiterCallUpdated'));
    },
  );
};
