import { auditEventSchema } from '@masa/core/staff/audit.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAuditEvents } from '../../domain/audit/list-audit-events.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';

/** GET /staff/audit: the business's audit trail, newest first, for the owner (ADR 032). */
export const staffAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags,
        security,
        summary: 'Who cancelled, took a payment, decided a split, changed a person or a code, when',
        description:
          'Owners only (others 403). Newest first; `before` (ISO time of the last event read) pages back.',
        querystring: z.object({
          before: z.iso.datetime({ offset: true, error: 'Geçersiz tarih' }).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: envelope(z.array(auditEventSchema)), ...failures },
      },
    },
    async (request) => {
      const { businessId } = currentStaff(request, 'readAudit');
      const { before, limit } = request.query;
      return ok(await listAuditEvents({ db: app.db, businessId, before, limit }));
    },
  );
};
