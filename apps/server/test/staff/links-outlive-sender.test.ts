import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAccounts } from '../../src/db/schema/index.ts';
import { demoCrewEmail, demoStaffEmail } from '../../src/db/seed/demo-ids.ts';
import { createStaffApp } from './staff-fixture.ts';

// Issue 28: an invitation must not outlive its sender's right to send it. A manager invited a
// second address of their own, was deactivated, accepted the invitation and signed in as a
// manager again. The members list says who invited whom.
const { db, session, call, idOf, linkTokenFor, accept, staffLogin } = await createStaffApp();

const invite = async (who: Record<string, string>, email: string, role: string) => {
  const res = await call(who, 'POST', '/members/invite', { name: 'İkinci Adres', email, role });
  expect(res.statusCode, res.body).toBe(201);
  return linkTokenFor(email);
};

describe('links die with their sender', () => {
  it('a manager who invited a second address of their own and was deactivated cannot come back through it', async () => {
    const managerEmail = demoCrewEmail('bogaz', 'manager');
    const manager = await session(managerEmail);
    const token = await invite(manager, 'selin.ikinci@example.com', 'manager');
    const owner = await session(demoStaffEmail('bogaz'));
    const deactivated = await call(
      owner,
      'POST',
      `/members/${await idOf(managerEmail)}/deactivate`,
    );
    expect(deactivated.statusCode, deactivated.body).toBe(200);

    const accepted = await accept(token, 'geri1234');
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json()).toMatchObject({
      error: 'STAFF_LINK_INVALID',
      message: 'Bağlantı geçersiz veya süresi dolmuş',
    });
    expect((await staffLogin('selin.ikinci@example.com', 'geri1234')).statusCode).toBe(401);
    const listed = (await call(owner, 'GET', '/members')).json().data;
    expect(listed.invitations).toEqual([]);
  });

  it("a demoted manager's invitations and password links are retired; the owner's stay", async () => {
    const managerEmail = demoCrewEmail('ege', 'manager');
    const manager = await session(managerEmail);
    const owner = await session(demoStaffEmail('ege'));
    const managers = await invite(manager, 'ege.mudur2@example.com', 'manager');
    const waiters = await invite(manager, 'ege.garson2@example.com', 'waiter');
    const kitchenLink = await call(
      manager,
      'POST',
      `/members/${await idOf(demoCrewEmail('ege', 'kitchen'))}/password-link`,
    );
    expect(kitchenLink.statusCode).toBe(201);
    const kitchen = await linkTokenFor(demoCrewEmail('ege', 'kitchen'));
    const ownersOwn = await invite(owner, 'ege.sef2@example.com', 'kitchen');

    const demoted = await call(owner, 'PATCH', `/members/${await idOf(managerEmail)}`, {
      role: 'waiter',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    for (const token of [managers, waiters, kitchen]) {
      expect((await accept(token, 'geri1234')).json().error).toBe('STAFF_LINK_INVALID');
    }
    expect((await accept(ownersOwn, 'sef12345')).statusCode).toBe(200);
  });

  it('a link whose sender lost the right meanwhile is refused when used, retired or not', async () => {
    const managerEmail = demoCrewEmail('kugulu', 'manager');
    const token = await invite(await session(managerEmail), 'kugulu.yeni@example.com', 'waiter');
    // As if the deactivation had raced the retirement: the sender is checked again on use.
    await db
      .update(staffAccounts)
      .set({ active: false })
      .where(eq(staffAccounts.email, managerEmail));
    expect((await accept(token, 'garson123')).json().error).toBe('STAFF_LINK_INVALID');
    await db
      .update(staffAccounts)
      .set({ active: true })
      .where(eq(staffAccounts.email, managerEmail));
  });
});

describe('who invited whom', () => {
  it('the members list names the sender of each open invitation and of each account made by one', async () => {
    const owner = await session(demoStaffEmail('kugulu'));
    const ownerId = await idOf(demoStaffEmail('kugulu'));
    const [ownerRow] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, ownerId));
    const inviter = { id: ownerId, name: ownerRow!.name };
    const token = await invite(owner, 'kugulu.garson@example.com', 'waiter');
    const before = (await call(owner, 'GET', '/members')).json().data;
    expect(before.invitations).toContainEqual(
      expect.objectContaining({ email: 'kugulu.garson@example.com', invitedBy: inviter }),
    );
    expect((await accept(token, 'garson123')).statusCode).toBe(200);
    const after = (await call(owner, 'GET', '/members')).json().data;
    expect(after.members).toContainEqual(
      expect.objectContaining({ email: 'kugulu.garson@example.com', invitedBy: inviter }),
    );
    // The seeded accounts came from no invitation.
    expect(after.members).toContainEqual(
      expect.objectContaining({ email: demoStaffEmail('kugulu'), invitedBy: null }),
    );
  });
});
