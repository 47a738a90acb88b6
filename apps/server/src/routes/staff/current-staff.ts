import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@masa/core/staff/staff-session.schemas';
import { type StaffPermission, staffMay } from '@masa/core/staff/staff-permissions';
import { refuse } from '../../lib/app-error.ts';

export type CurrentStaff = { staffId: string; businessId: string; role: StaffRole };

/**
 * The signed-in staff member, on a route behind `app.requireStaff`. With `permission`, a name in
 * the one table in core (staff-permissions, ADR 107) that the staff app reads to hide buttons,
 * roles without it get 403: the kitchen moves orders but does not take money or decide split
 * requests. A route never lists roles itself.
 */
export function currentStaff(request: FastifyRequest, permission?: StaffPermission): CurrentStaff {
  const principal = request.principal;
  if (principal?.kind !== 'staff') throw refuse(401, 'AUTH_REQUIRED.sessionExpired');
  const role = principal.role as StaffRole;
  if (permission && !staffMay(role, permission)) throw refuse(403, 'ROLE_NOT_ALLOWED');
  return { staffId: principal.staffId, businessId: principal.businessId, role };
}
