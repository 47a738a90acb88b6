import { mayManageRole } from '@masa/core/staff/staff-members.schemas';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { staffAccounts, staffInvitations } from '../../../db/schema/index.ts';
import { refuse } from '../../../lib/app-error.ts';
import { hashPassword } from '../../../lib/password.ts';
import type { Tx } from '../../../lib/db-tx.ts';
import { hashSecretToken } from '../../../lib/secret-token.ts';
import { endUserSessions } from '../../auth/end-user-sessions.ts';

/**
 * POST /staff/links/accept (ADR 031): the person who opened a staff link sets a password. An
 * unknown, used or expired link is refused before the password is hashed; the link is taken
 * (marked used) in the statement that checks it again, so it works once. An
 * invitation creates the account with its role; a password link sets the account's password
 * and ends its sessions. A link whose sender has since been deactivated or may no longer
 * grant its role is refused like a used one (issue 28). Returns the e-mail to sign in with.
 */
export async function acceptStaffLink({
  db,
  token,
  password,
  now = new Date(),
}: {
  db: Db;
  token: string;
  password: string;
  now?: Date;
}): Promise<{ email: string; ended: string[] }> {
  const usable = and(
    eq(staffInvitations.tokenHash, hashSecretToken(token)),
    isNull(staffInvitations.usedAt),
    gt(staffInvitations.expiresAt, now),
  );
  // The link first: a bad one costs a lookup, not an argon2 hash (issue 28).
  const [known] = await db.select({ id: staffInvitations.id }).from(staffInvitations).where(usable);
  if (!known) throw refuse(400, 'STAFF_LINK_INVALID');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(staffInvitations)
      .set({ usedAt: now, updatedAt: now })
      .where(usable)
      .returning();
    if (!link || !(await senderMaySend(tx, link))) {
      throw refuse(400, 'STAFF_LINK_INVALID');
    }
    if (link.staffAccountId) {
      const [account] = await tx
        .update(staffAccounts)
        .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
        .where(and(eq(staffAccounts.id, link.staffAccountId), eq(staffAccounts.active, true)))
        .returning({ email: staffAccounts.email });
      if (!account) throw refuse(400, 'STAFF_LINK_INVALID');
      const ended = await endUserSessions({
        db: tx,
        userId: link.staffAccountId,
        subject: 'staff',
      });
      return { email: account.email, ended };
    }
    const [taken] = await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(sql`lower(${staffAccounts.email}) = ${link.email.toLowerCase()}`);
    if (taken) throw refuse(409, 'STAFF_EMAIL_TAKEN');
    await tx.insert(staffAccounts).values({
      businessId: link.businessId,
      name: link.name,
      email: link.email,
      passwordHash,
      role: link.role,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    return { email: link.email, ended: [] };
  });
}

/**
 * Whether the link's sender is still active with a role that may grant the link's role. The
 * row is locked for share, so a deactivation or role change running now waits for this
 * transaction or is seen by it (retireSentLinks retires the links in the same transaction).
 */
async function senderMaySend(tx: Tx, link: typeof staffInvitations.$inferSelect) {
  if (!link.invitedByStaffId) return false;
  const [sender] = await tx
    .select({ active: staffAccounts.active, role: staffAccounts.role })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, link.invitedByStaffId))
    .for('share');
  return sender?.active === true && mayManageRole(sender.role, link.role);
}
