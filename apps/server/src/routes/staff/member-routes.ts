import {
  acceptStaffLinkBody,
  changeStaffRoleBody,
  inviteStaffBody,
  mayManageRole,
  staffInvitationSchema,
  staffMemberSchema,
  staffPeopleSchema,
} from '@masa/core/staff/staff-members.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema/index.ts';
import { recordAudit } from '../../domain/audit/record-audit.ts';
import { endUserSessions } from '../../domain/auth/end-user-sessions.ts';
import { sendEmail } from '../../domain/outbox/send-email.ts';
import { acceptStaffLink } from '../../domain/staff/members/accept-staff-link.ts';
import {
  findInviters,
  listStaffPeople,
  presentStaffMember,
} from '../../domain/staff/members/list-staff-people.ts';
import { retireSentLinks } from '../../domain/staff/members/retire-sent-links.ts';
import { createStaffLink, presentStaffLink } from '../../domain/staff/members/staff-links.ts';
import { STAFF_MESSAGES as M } from '../../domain/staff/staff-messages.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { entityId } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';

type AccountRow = typeof staffAccounts.$inferSelect;

/**
 * The business's staff accounts as owners and managers manage them (issue 17 §5, ADR 031):
 * the list with the links not used yet, an invitation by e-mail with a role, a role change, a
 * link to set a new password, deactivation. A manager never grants the owner role nor touches
 * an owner's account; nobody changes their own role or deactivates themselves. A role change
 * or deactivation ends the person's sessions at once on every node, sockets included (ADR
 * 010), and retires the links they sent that they may no longer send (issue 28). Invitation
 * and password e-mails go through the outbox.
 */
export const staffMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members',
    {
      schema: {
        tags,
        security,
        summary: "The business's staff accounts and the invitations not used yet",
        response: { 200: envelope(staffPeopleSchema), ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, ['owner', 'manager']);
      return ok(await listStaffPeople({ db: app.db, businessId: me.businessId }));
    },
  );

  app.post(
    '/members/invite',
    {
      schema: {
        tags,
        security,
        summary: 'Invite a person by e-mail with a role (the link sets their password)',
        description:
          'Owners and managers; a manager cannot invite an owner (403). An e-mail that already has a staff account answers 409. The e-mail holds a single-use link valid 7 days; an earlier unused link to the same address dies.',
        body: inviteStaffBody,
        response: { 201: envelope(staffInvitationSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const me = currentStaff(request, ['owner', 'manager']);
      const person = { ...request.body, email: request.body.email.trim().toLowerCase() };
      if (!mayManageRole(me.role, person.role))
        throw forbidden(M.roleNotAllowed, 'ROLE_NOT_ALLOWED');
      const now = new Date();
      const { link, sender, email } = await app.db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: staffAccounts.id })
          .from(staffAccounts)
          .where(sql`lower(${staffAccounts.email}) = ${person.email}`);
        if (taken) throw new AppError(409, 'STAFF_EMAIL_TAKEN', M.staffEmailTaken);
        const created = await createStaffLink({
          tx,
          config: app.config,
          businessId: me.businessId,
          invitedByStaffId: me.staffId,
          person,
          now,
        });
        await recordAudit({
          db: tx,
          businessId: me.businessId,
          staffId: me.staffId,
          action: 'staff.invited',
          subjectId: created.link.id,
          details: { name: person.name, email: person.email, role: person.role },
          now,
        });
        return created;
      });
      await sendEmail({ db: app.db, config: app.config, email });
      return reply.code(201).send(ok(presentStaffLink(link, sender), M.invitationSent));
    },
  );

  app.patch(
    '/members/:staffId',
    {
      schema: {
        tags,
        security,
        summary: "Change a staff account's role; its sessions end so the new role applies",
        description:
          "Owners and managers; a manager cannot grant the owner role nor change an owner's (403); nobody changes their own (400). Another business's account answers 404.",
        params: z.object({ staffId: entityId('Geçersiz personel kimliği') }),
        body: changeStaffRoleBody,
        response: { 200: envelope(staffMemberSchema), ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, ['owner', 'manager']);
      const { staffId } = request.params;
      if (staffId === me.staffId) throw badRequest(M.cannotChangeOwnRole, 'SELF_ROLE_CHANGE');
      const { row, ended } = await app.db.transaction(async (tx) => {
        const target = await lockMember(tx, staffId, me.businessId);
        if (!mayManageRole(me.role, target.role) || !mayManageRole(me.role, request.body.role)) {
          throw forbidden(M.roleNotAllowed, 'ROLE_NOT_ALLOWED');
        }
        if (target.role === request.body.role) return { row: target, ended: [] };
        const now = new Date();
        const [updated] = await tx
          .update(staffAccounts)
          .set({ role: request.body.role, updatedAt: now })
          .where(eq(staffAccounts.id, target.id))
          .returning();
        await retireSentLinks({ tx, staffId: target.id, role: request.body.role, now });
        const sessions = await endUserSessions({ db: tx, userId: target.id, subject: 'staff' });
        await recordAudit({
          db: tx,
          businessId: me.businessId,
          staffId: me.staffId,
          action: 'staff.role_changed',
          subjectId: target.id,
          details: { name: target.name, from: target.role, to: request.body.role },
          now,
        });
        return { row: updated ?? target, ended: sessions };
      });
      app.sessions.end(ended);
      return ok(await presentMember(app.db, row), M.roleChanged);
    },
  );

  app.post(
    '/members/:staffId/password-link',
    {
      schema: {
        tags,
        security,
        summary: 'E-mail a staff member a link to set a new password (valid one hour)',
        description:
          "Owners and managers; a manager cannot send one to an owner (403). Another business's account answers 404. Using the link ends the member's sessions.",
        params: z.object({ staffId: entityId('Geçersiz personel kimliği') }),
        response: { 201: envelope(staffInvitationSchema), ...failures },
      },
    },
    async (request, reply) => {
      const me = currentStaff(request, ['owner', 'manager']);
      const now = new Date();
      const { link, sender, email } = await app.db.transaction(async (tx) => {
        const target = await lockMember(tx, request.params.staffId, me.businessId);
        if (!mayManageRole(me.role, target.role)) {
          throw forbidden(M.roleNotAllowed, 'ROLE_NOT_ALLOWED');
        }
        const created = await createStaffLink({
          tx,
          config: app.config,
          businessId: me.businessId,
          invitedByStaffId: me.staffId,
          person: { name: target.name, email: target.email, role: target.role },
          staffAccountId: target.id,
          now,
        });
        await recordAudit({
          db: tx,
          businessId: me.businessId,
          staffId: me.staffId,
          action: 'staff.password_link',
          subjectId: target.id,
          details: { name: target.name, email: target.email },
          now,
        });
        return created;
      });
      await sendEmail({ db: app.db, config: app.config, email });
      return reply.code(201).send(ok(presentStaffLink(link, sender), M.passwordLinkSent));
    },
  );

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
        response: { 200: envelope(staffMemberSchema), ...failures },
      },
    },
    async (request) => {
      const me = currentStaff(request, ['owner', 'manager']);
      const { staffId } = request.params;
      if (staffId === me.staffId) throw badRequest(M.cannotDeactivateSelf, 'SELF_DEACTIVATION');
      const { row, ended } = await app.db.transaction(async (tx) => {
        const target = await lockMember(tx, staffId, me.businessId);
        if (target.role === 'owner' && me.role !== 'owner') {
          throw forbidden(M.notAllowed, 'ROLE_NOT_ALLOWED');
        }
        const now = new Date();
        const [updated] = await tx
          .update(staffAccounts)
          .set({ active: false, updatedAt: now })
          .where(eq(staffAccounts.id, target.id))
          .returning();
        await retireSentLinks({ tx, staffId: target.id, role: null, now });
        const sessions = await endUserSessions({ db: tx, userId: target.id, subject: 'staff' });
        await recordAudit({
          db: tx,
          businessId: me.businessId,
          staffId: me.staffId,
          action: 'staff.deactivated',
          subjectId: target.id,
          details: { name: target.name, role: target.role },
          now,
        });
        return { row: updated ?? target, ended: sessions };
      });
      app.sessions.end(ended);
      return ok(await presentMember(app.db, row), M.staffDeactivated);
    },
  );
};

/** One account as the list shows it, with who invited it. */
async function presentMember(db: Db, row: AccountRow) {
  const inviters = await findInviters({ db, businessId: row.businessId });
  return presentStaffMember(row, inviters.get(row.email.toLowerCase()) ?? null);
}

async function lockMember(tx: Tx, staffId: string, businessId: string): Promise<AccountRow> {
  const [target] = await tx
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, staffId), eq(staffAccounts.businessId, businessId)))
    .for('update');
  if (!target) throw notFound(M.staffNotFound, 'STAFF_NOT_FOUND');
  return target;
}

/**
 * POST /staff/links/accept: the person who opened an invitation or password link sets their
 * password (no sign-in needed: the single-use link is the proof). Public, as /login is.
 */
export const staffLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/links/accept',
    {
      preHandler: app.rateLimits.passwordLinks,
      schema: {
        tags,
        summary: 'Set a staff password from an invitation or password link',
        description:
          'An invitation creates the account with its role; a password link sets the password and ends the sessions of the account. A used, expired or unknown link answers 400 "Bağlantı geçersiz veya süresi dolmuş"; an e-mail that got an account meanwhile 409.',
        body: acceptStaffLinkBody,
        response: {
          200: envelope(z.object({ email: z.string() })),
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request) => {
      const { email, ended } = await acceptStaffLink({ db: app.db, ...request.body });
      app.sessions.end(ended);
      return ok({ email }, M.linkAccepted);
    },
  );
};
