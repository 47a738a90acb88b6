import { zodResolver } from '@hookform/resolvers/zod';
import {
  type InviteStaffBody,
  inviteStaffBody,
  mayManageRole,
  type StaffMember,
} from '@masa/core/staff/staff-members.schemas';
import { STAFF_ROLES, type StaffRole } from '@masa/core/staff/staff-session.schemas';
import { useForm } from 'react-hook-form';
import { sayCoreMessage } from '../../../i18n/core-texts.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { Session } from '../../../lib/session.ts';
import {
  useChangeRole,
  useDeactivate,
  useInvite,
  useMembers,
  usePasswordLink,
} from '../api/members.ts';
import { FormError } from '../../../components/form-error.tsx';

/**
 * The business's people (issue 17 §5, ADR 031), for owners and managers: who has an account,
 * with what role and who invited them; invite someone by e-mail; change a role; send a link to
 * set a new password; deactivate. What a manager may not do to an owner is not offered (the server refuses it too).
 */
export function MembersPage({ session }: { session: Session }) {
  const { t } = useI18n();
  const people = useMembers();
  const me = session.staff;
  return (
    <main className="members" aria-labelledby="members-title">
      <h1 id="members-title">{t('members.title')}</h1>
      <InviteForm actor={me.role} />
      <FormError error={people.error} />
      {people.isPending && <p role="status">{t('members.loading')}</p>}
      {people.data && (
        <>
          <ul className="member-list" aria-label={t('members.accounts')}>
            {people.data.members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                actor={me.role}
                self={member.id === me.id}
              />
            ))}
          </ul>
          {people.data.invitations.length > 0 && (
            <>
              <h2>{t('members.pending')}</h2>
              <ul className="member-list" aria-label={t('members.pending')}>
                {people.data.invitations.map((link) => (
                  <li key={link.id} className="member">
                    <span className="member-name">{link.name}</span>
                    <span>{link.email}</span>
                    <span>{t(`roles.${link.role}`)}</span>
                    <span className="request-meta">
                      {link.kind === 'invitation' ? t('members.invited') : t('members.linkSent')}
                    </span>
                    {link.invitedBy && (
                      <small className="member-invited-by">
                        {link.kind === 'invitation'
                          ? t('members.invitedBy', { name: link.invitedBy.name })
                          : t('members.linkSentBy', { name: link.invitedBy.name })}
                      </small>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </main>
  );
}

function InviteForm({ actor }: { actor: StaffRole }) {
  const { t } = useI18n();
  const invite = useInvite();
  const form = useForm<InviteStaffBody>({
    resolver: zodResolver(inviteStaffBody),
    defaultValues: { name: '', email: '', role: 'waiter' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    invite.mutate(values, { onSuccess: () => form.reset() }),
  );
  return (
    <form className="invite-form" onSubmit={submit} noValidate aria-label={t('members.invite')}>
      <h2>{t('members.invite')}</h2>
      <label htmlFor="invite-name">{t('members.name')}</label>
      <input id="invite-name" autoComplete="off" {...form.register('name')} />
      {errors.name && <p className="field-error">{sayCoreMessage(t, errors.name.message ?? '')}</p>}
      <label htmlFor="invite-email">{t('members.email')}</label>
      <input id="invite-email" type="email" autoComplete="off" {...form.register('email')} />
      {errors.email && (
        <p className="field-error">{sayCoreMessage(t, errors.email.message ?? '')}</p>
      )}
      <label htmlFor="invite-role">{t('members.role')}</label>
      <select id="invite-role" {...form.register('role')}>
        {STAFF_ROLES.filter((role) => mayManageRole(actor, role)).map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="primary" disabled={invite.isPending}>
        {t('members.send')}
      </button>
      {invite.isSuccess && (
        <p role="status" className="payment-change">
          {t('members.sent', { email: invite.data.email })}
        </p>
      )}
      <FormError error={invite.error} />
    </form>
  );
}

function MemberRow({
  member,
  actor,
  self,
}: {
  member: StaffMember;
  actor: StaffRole;
  self: boolean;
}) {
  const { t } = useI18n();
  const role = useChangeRole();
  const link = usePasswordLink();
  const deactivate = useDeactivate();
  const manageable = !self && member.active && mayManageRole(actor, member.role);
  const error = role.error ?? link.error ?? deactivate.error;
  return (
    <li className="member" aria-label={member.name}>
      <span className="member-name">
        {member.name}
        {self && <small> · {t('members.you')}</small>}
      </span>
      <span>{member.email}</span>
      {manageable ? (
        <select
          aria-label={t('members.roleOf', { name: member.name })}
          value={member.role}
          disabled={role.isPending}
          onChange={(event) =>
            role.mutate({ id: member.id, role: event.currentTarget.value as StaffRole })
          }
        >
          {STAFF_ROLES.filter((r) => mayManageRole(actor, r)).map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </select>
      ) : (
        <span>{member.active ? t(`roles.${member.role}`) : t('members.inactive')}</span>
      )}
      {manageable && (
        <span className="request-actions">
          <button type="button" disabled={link.isPending} onClick={() => link.mutate(member.id)}>
            {t('members.passwordLink')}
          </button>
          <button
            type="button"
            className="danger"
            disabled={deactivate.isPending}
            onClick={() => {
              if (window.confirm(t('members.confirmDeactivate', { name: member.name }))) {
                deactivate.mutate(member.id);
              }
            }}
          >
            {t('members.deactivate')}
          </button>
        </span>
      )}
      {member.invitedBy && (
        <small className="member-invited-by">
          {t('members.invitedBy', { name: member.invitedBy.name })}
        </small>
      )}
      {link.isSuccess && (
        <p role="status" className="payment-change">
          {t('members.linkSentTo', { email: member.email })}
        </p>
      )}
      <FormError error={error} />
    </li>
  );
}
