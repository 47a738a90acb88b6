import { z } from 'zod';
import type { RuleId } from '../i18n/rule-text.ts';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';
import { PASSWORD_MIN_LENGTH } from '../auth/auth.schemas.ts';
import { STAFF_ROLES, type StaffRole } from './staff-session.schemas.ts';

/**
 * The business's people (issue 17 §5, ADR 031): owners and managers invite a person by e-mail
 * with a role, change a role, deactivate an account, and send a link to set a new password.
 * The staff app's forms and the server validate with these schemas.
 */
export const STAFF_MEMBER_MESSAGES = {
  // The account forms' sentences, core's rule texts (ADR 117): said in the reader's language.
  nameRequired: AUTH_MESSAGES.profileNameRequired,
  nameTooLong: 'rules.members.nameTooLong',
  emailInvalid: AUTH_MESSAGES.emailInvalid,
  roleInvalid: 'rules.members.roleInvalid',
  linkInvalid: 'rules.members.linkInvalid',
  passwordTooShort: AUTH_MESSAGES.passwordTooShort,
} as const satisfies Record<string, RuleId>;
const M = STAFF_MEMBER_MESSAGES;

const role = z.enum(STAFF_ROLES, { error: M.roleInvalid });

export const inviteStaffBody = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100, M.nameTooLong),
  email: z.email({ error: M.emailInvalid }).max(200, M.emailInvalid),
  role,
});
export type InviteStaffBody = z.infer<typeof inviteStaffBody>;

export const changeStaffRoleBody = z.object({ role });

export const acceptStaffLinkBody = z.object({
  token: z.string({ error: M.linkInvalid }).min(20, M.linkInvalid).max(200, M.linkInvalid),
  password: z
    .string({ error: M.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
    .max(200),
});

/** Who sent the invitation or link (ADR 031); null for an account no invitation made (the seed). */
const invitedBy = z
  .object({ id: z.string(), name: z.string() })
  .nullable()
  .describe('The staff member who sent the invitation');

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
  invitedBy,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  kind: z.enum(['invitation', 'password']),
  expiresAt: z.string(),
  invitedBy,
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffPeopleSchema = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema).describe('Links sent and not used yet.'),
});
export type StaffPeople = z.infer<typeof staffPeopleSchema>;

/**
 * Who may grant or change which role: an owner any; a manager any but owner, and never an
 * owner's account. Nobody changes their own role (an owner cannot lock the business out).
 */
export function mayManageRole(actor: StaffRole, role: StaffRole): boolean {
  if (actor === 'owner') return true;
  return actor === 'manager' && role !== 'owner';
}
