import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffAccounts } from '../../db/schema/index.ts';
import { endUserSessions } from '../../domain/auth/end-user-sessions.ts';
import { STAFF_MESSAGES as M } from '../../domain/staff/staff-messages.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { entityId } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';

const member = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  active: z.boolean(),
});

/**
 * The business's staff accounts as owners and managers manage them. Deactivating one ends its
 * sessions at once on every node, sockets included (ADR 010); it can no longer sign in.
 */
export const staffMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/members/:staffId/deactivate',
    {
      schema: {
        tags,
        security,
        summary: 'Deactivate a staff account: its sessions end at once and it cannot sign in',
        description:
          "Owners and managers; a manager cannot deactivate an owner, nobody deactivates themselves (400). Another business's account answers 404.",
        params: z.object({ staffId: entityId('Geçersiz personel kimliği') }),
        response: { 200: envelope(member), ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, ['owner', 'manager']);
      const { staffId } = request.params;
      if (staffId === me.staffId) throw badRequest(M.cannotDeactivateSelf, 'SELF_DEACTIVATION');
      const { row, ended } = await app.db.transaction(async (tx) => {
        const [target] = await tx
          .select()
          .from(staffAccounts)
          .where(and(eq(staffAccounts.id, staffId), eq(staffAccounts.businessId, me.businessId)))
          .for('update');
        if (!target) throw notFound(M.staffNotFound, 'STAFF_NOT_FOUND');
        if (target.role === 'owner' && me.role !== 'owner') {
          throw forbidden(M.notAllowed, 'ROLE_NOT_ALLOWED');
        }
        const [updated] = await tx
          .update(staffAccounts)
          .set({ active: false })
          .where(eq(staffAccounts.id, target.id))
          .returning();
        const sessions = await endUserSessions({ db: tx, userId: target.id, subject: 'staff' });
        return { row: updated ?? target, ended: sessions };
      });
      app.sessions.end(ended);
      return ok(
        { id: row.id, name: row.name, email: row.email, role: row.role, active: row.active },
        M.staffDeactivated,
      );
    },
  );
};
