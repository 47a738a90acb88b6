import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffInvitations } from '../../src/db/schema/index.ts';
import { DEMO_STAFF_PASSWORD, demoCrewEmail, demoStaffEmail } from '../../src/db/seed/demo-ids.ts';
import { createStaffApp } from './staff-fixture.ts';

// Issue 17 §5 (ADR 031): owners and managers invite people by e-mail with a role, change roles,
// send password links; the link is the only way in, and works once.
const { db, session, call, idOf, linkTokenFor, accept, staffLogin } = await createStaffApp();

describe('inviting staff', () => {
  it('an owner invites a waiter by e-mail; the link sets a password once and signs them in as a waiter', async () => {
    const owner = await session(demoStaffEmail('bogaz'));
    const invited = await call(owner, 'POST', '/members/invite', {
      name: 'Deniz Garson',
      email: 'Deniz.Garson@example.com',
      role: 'waiter',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({
      message: 'Davet gönderildi',
      data: { email: 'deniz.garson@example.com', role: 'waiter', kind: 'invitation' },
    });
    const listed = (await call(owner, 'GET', '/members')).json().data;
    expect(listed.invitations).toContainEqual(
      expect.objectContaining({ email: 'deniz.garson@example.com', kind: 'invitation' }),
    );
    const token = await linkTokenFor('deniz.garson@example.com');
    expect(token.length).toBeGreaterThan(20);
    // Nothing is stored that would let the database reader sign in: only the hash.
    const [stored] = await db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, 'deniz.garson@example.com'));
    expect(stored!.tokenHash).not.toContain(token);

    expect((await accept(token, '12')).json().message).toBe('Şifre en az 6 karakter olmalıdır');
    const accepted = await accept(token, 'garson123');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toEqual({ email: 'deniz.garson@example.com' });
    const again = await accept(token, 'baska1234');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Bağlantı geçersiz veya süresi dolmuş');

    const waiter = await session('deniz.garson@example.com', 'garson123');
    expect((await call(waiter, 'GET', '/orders')).statusCode).toBe(200);
    // A waiter runs service but does not manage people.
    expect((await call(waiter, 'GET', '/members')).statusCode).toBe(403);
    expect(
      (
        await call(waiter, 'POST', '/members/invite', {
          name: 'X',
          email: 'x@example.com',
          role: 'waiter',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses what a manager may not grant, a taken e-mail and bad bodies', async () => {
    const manager = await session(demoCrewEmail('bogaz', 'manager'));
    const asOwner = await call(manager, 'POST', '/members/invite', {
      name: 'Yeni Patron',
      email: 'patron@example.com',
      role: 'owner',
    });
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json().message).toBe(
      'Bu rolü veremez ya da bu kişinin rolünü değiştiremezsiniz',
    );
    const taken = await call(manager, 'POST', '/members/invite', {
      name: 'Aynı Kişi',
      email: demoCrewEmail('ege', 'waiter').toUpperCase(),
      role: 'waiter',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Bu e-posta adresiyle bir personel hesabı zaten var');
    const cases: [object, string][] = [
      [{ name: '', email: 'a@example.com', role: 'waiter' }, 'Ad soyad gerekli'],
      [{ name: 'Ali', email: 'değil', role: 'waiter' }, 'Geçerli bir e-posta adresi girin'],
      [{ name: 'Ali', email: 'a@example.com', role: 'patron' }, 'Geçersiz rol'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(manager, 'POST', '/members/invite', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      (await call(await session(demoCrewEmail('bogaz', 'kitchen')), 'GET', '/members')).statusCode,
    ).toBe(403);
  });
});

describe('roles and password links', () => {
  it("changes a role and ends the person's sessions; never one's own, never across businesses", async () => {
    const owner = await session(demoStaffEmail('bogaz'));
    const kitchenEmail = demoCrewEmail('bogaz', 'kitchen');
    const kitchen = await session(kitchenEmail);
    const changed = await call(owner, 'PATCH', `/members/${await idOf(kitchenEmail)}`, {
      role: 'waiter',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ role: 'waiter' });
    expect((await call(kitchen, 'GET', '/orders')).statusCode).toBe(401);
    const promoted = await session(kitchenEmail);
    expect((await call(promoted, 'GET', '/floor')).statusCode).toBe(200);

    expect(
      (
        await call(owner, 'PATCH', `/members/${await idOf(demoStaffEmail('bogaz'))}`, {
          role: 'waiter',
        })
      ).json().message,
    ).toBe('Kendi rolünüzü değiştiremezsiniz');
    const foreign = await call(
      owner,
      'PATCH',
      `/members/${await idOf(demoCrewEmail('ege', 'waiter'))}`,
      { role: 'manager' },
    );
    expect(foreign.statusCode).toBe(404);
    const manager = await session(demoCrewEmail('bogaz', 'manager'));
    expect(
      (
        await call(manager, 'PATCH', `/members/${await idOf(demoStaffEmail('bogaz'))}`, {
          role: 'waiter',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a password link sets a new password once and ends the old sessions', async () => {
    const owner = await session(demoStaffEmail('ege'));
    const email = demoCrewEmail('ege', 'kitchen');
    const before = await session(email);
    const sent = await call(owner, 'POST', `/members/${await idOf(email)}/password-link`);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      message: 'Şifre belirleme bağlantısı gönderildi',
      data: { kind: 'password' },
    });
    const token = await linkTokenFor(email);
    expect((await accept(token, 'yenisifre1')).statusCode).toBe(200);
    expect((await call(before, 'GET', '/orders')).statusCode).toBe(401);
    await session(email, 'yenisifre1');
    expect((await staffLogin(email, DEMO_STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await accept('x'.repeat(40), 'whatever1')).statusCode).toBe(400);
  });
});
