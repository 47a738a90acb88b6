import type { StaffRole } from '@masa/core/staff/staff-session.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import { businesses, staffAccounts, staffInvitations } from '../../../db/schema/index.ts';
import type { Tx } from '../../../lib/db-tx.ts';
import { escapeHtml } from '../../../lib/html-page.ts';
import { hashSecretToken, newSecretToken } from '../../../lib/secret-token.ts';
import type { OutgoingEmail } from '../../outbox/send-email.ts';

/** An invitation waits a week; a password link an hour, like a diner's reset link. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
export const PASSWORD_LINK_TTL_MS = 60 * 60_000;

/**
 * Sends a single-use link to set a staff password (ADR 031): an invitation (no account yet: it
 * is created with `role` when the link is used) or a password link for `staffAccountId`. Older
 * unused links of the same person at this business die with it. The link opens the staff app
 * (`/staff/?link=…`); only the token's hash is stored. Runs in the caller's transaction and
 * returns the e-mail to send once it commits (sendEmail's delivery outlives a transaction).
 */
export async function createStaffLink({
  tx,
  config,
  businessId,
  invitedByStaffId,
  person,
  staffAccountId = null,
  now,
}: {
  tx: Tx;
  config: Config;
  businessId: string;
  invitedByStaffId: string;
  person: { name: string; email: string; role: StaffRole };
  staffAccountId?: string | null;
  now: Date;
}): Promise<{
  link: typeof staffInvitations.$inferSelect;
  sender: { id: string; name: string } | null;
  email: OutgoingEmail;
}> {
  await tx
    .update(staffInvitations)
    .set({ usedAt: now, updatedAt: now })
    .where(
      and(
        eq(staffInvitations.businessId, businessId),
        eq(staffInvitations.email, person.email),
        isNull(staffInvitations.usedAt),
      ),
    );
  const [business] = await tx
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const businessName = business?.name ?? '';
  const [sender] = await tx
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, invitedByStaffId));
  const token = newSecretToken();
  const ttl = staffAccountId ? PASSWORD_LINK_TTL_MS : INVITATION_TTL_MS;
  const [row] = await tx
    .insert(staffInvitations)
    .values({
      businessId,
      staffAccountId,
      email: person.email,
      name: person.name,
      role: person.role,
      tokenHash: hashSecretToken(token),
      invitedByStaffId,
      expiresAt: new Date(now.getTime() + ttl),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const link = `${config.publicUrl}/staff/?link=${encodeURIComponent(token)}`;
  const lines = staffAccountId
    ? [
        `Merhaba ${person.name},`,
        '',
        `${businessName} için Masa personel şifrenizi belirlemek üzere bu bağlantıyı açın:`,
        link,
        '',
        'Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
      ]
    : [
        `Merhaba ${person.name},`,
        '',
        `${businessName} sizi Masa'ya personel olarak davet etti. Şifrenizi belirleyip giriş yapmak için bu bağlantıyı açın:`,
        link,
        '',
        'Davet 7 gün geçerlidir ve yalnızca bir kez kullanılabilir.',
      ];
  const text = lines.join('\n');
  const html = lines
    .map((line) =>
      line === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : line && `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n');
  return {
    link: row!,
    sender: sender ?? null,
    email: {
      to: person.email,
      subject: staffAccountId
        ? `Masa: ${businessName} personel şifreniz`
        : `Masa: ${businessName} personel daveti`,
      text,
      html,
    },
  };
}

/** A link as the staff API answers it (core staffInvitationSchema), with its sender. */
export function presentStaffLink(
  link: typeof staffInvitations.$inferSelect,
  invitedBy: { id: string; name: string } | null,
) {
  return {
    id: link.id,
    name: link.name,
    email: link.email,
    role: link.role,
    kind: link.staffAccountId ? ('password' as const) : ('invitation' as const),
    expiresAt: link.expiresAt.toISOString(),
    invitedBy,
  };
}
