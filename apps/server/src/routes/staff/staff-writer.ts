import type { FastifyInstance } from 'fastify';
import type { CurrentStaff } from './current-staff.ts';

/**
 * A staff member's write on their business, now: the database, and the actor and time the
 * domain write records in the audit trail (ADR 032).
 */
export const staffWriter = (app: FastifyInstance, me: CurrentStaff) => ({
  db: app.db,
  businessId: me.businessId,
  staffId: me.staffId,
  now: app.clock.now(),
});
