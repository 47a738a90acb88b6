import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../db/schema/enums.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { SESSION_EXPIRED } from '../../plugins/auth.ts';
import { STAFF_MESSAGES } from '../../domain/staff/staff-messages.ts';

export type CurrentStaff = { staffId: string; businessId: string; role: StaffRole };

/**
 * The signed-in staff member, on a route behind `app.requireStaff`. With `roles`, others get
 * 403: the kitchen moves orders but does not take money or decide split requests.
 */
export function currentStaff(request: FastifyRequest, roles?: readonly StaffRole[]): CurrentStaff {
  const principal = request.principal;
  if (principal?.kind !== 'staff') throw unauthorized(SESSION_EXPIRED, 'AUTH_REQUIRED');
  const role = principal.role as StaffRole;
  if (roles && !roles.includes(role))
    throw forbidden(STAFF_MESSAGES.notAllowed, 'ROLE_NOT_ALLOWED');
  return { staffId: principal.staffId, businessId: principal.businessId, role };
}

/** Roles that take payments and decide split requests. */
export const CASH_ROLES: readonly StaffRole[] = ['owner', 'manager', 'waiter'];
