import {
  changeStaffRoleBody,
  inviteStaffBody,
  staffInvitationSchema,
  staffMemberSchema,
  staffPeopleSchema,
} from '@masa/core/staff/staff-members.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeMemberRole } from '../../domain/staff/members/change-member-role.ts';
import { deactivateMember } from '../../domain/staff/members/deactivate-member.ts';
import { inviteMember } from '../../domain/staff/members/invite-member.ts';
import { listStaffPeople } from '../../domain/staff/members/list-staff-people.ts';
import { presentMember } from '../../domain/staff/members/member-rows.ts';
import { sendPasswordLink } from '../../domain/staff/members/send-password-link.ts';
import { envelope, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { entityId } from '../../lib/id-schemas.ts';
import { currentStaff } from './current-staff.ts';
import { failures, security, tags } from './request-schemas.ts';
import { sayTo } from '../../i18n/say.ts';

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
      const me = currentStaff(request, 'manageStaff');
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
      const me = currentStaff(request, 'manageStaff');
      const invitation = await inviteMember({
        db: app.db,
        config: app.config,
        me,
        person: request.body,
      });
      return reply.code(201).send(ok(invitation, sayTo(request, 'answer.staff.invitationSent')));
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
      const me = currentStaff(request, 'manageStaff');
      const { row, ended } = await changeMemberRole({
        db: app.db,
        me,
        staffId: request.params.staffId,
        role: request.body.role,
      });
      app.sessions.end(ended);
      return ok(
        await presentMember({ db: app.db, row }),
        sayTo(request, 'answer.staff.roleChanged'),
      );
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
      const me = currentStaff(request, 'manageStaff');
      const link = await sendPasswordLink({
        db: app.db,
        config: app.config,
        me,
        staffId: request.params.staffId,
      });
      return reply.code(201).send(ok(link, sayTo(request, 'answer.staff.passwordLinkSent')));
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
      const me = currentStaff(request, 'manageStaff');
      const { row, ended } = await deactivateMember({
        db: app.db,
        me,
        staffId: request.params.staffId,
      });
      app.sessions.end(ended);
      return ok(
        await presentMember({ db: app.db, row }),
        sayTo(request, 'answer.staff.staffDeactivated'),
      );
    },
  );
};
