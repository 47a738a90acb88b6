import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, staffAccounts } from '../../src/db/schema/index.ts';
import type { StaffRole } from '../../src/db/schema/enums.ts';
import {
  DEMO_APPROVAL_PINS,
  DEMO_BUSINESS_IDS,
  type DemoSlug,
} from '../../src/db/seed/demo-ids.ts';
import { recordPinFailure } from '../../src/domain/corrections/approval-attempts.ts';
import { approveCorrection } from '../../src/domain/corrections/approve-correction.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { createBackOfficeApp } from '../back-office/back-office-fixture.ts';

// Issue 32 §1, ADR 073: who may void, give ikram or discount alone, and whose PIN approves.
const ctx = await createBackOfficeApp();
const { app, db } = ctx;
const BOGAZ = DEMO_BUSINESS_IDS.bogaz;

const account = async (slug: DemoSlug, role: StaffRole) => {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(
      and(eq(staffAccounts.businessId, DEMO_BUSINESS_IDS[slug]), eq(staffAccounts.role, role)),
    );
  if (!row) throw new Error(`no ${role} at ${slug}`);
  return row;
};
const owner = await account('bogaz', 'owner');
const manager = await account('bogaz', 'manager');
const waiter = await account('bogaz', 'waiter');
const egeManager = await account('ege', 'manager');
const asWaiter = { staffId: waiter.id, role: 'waiter' as const };

type Ask = Partial<Parameters<typeof approveCorrection>[0]>;
const ask = (input: Ask) =>
  db.transaction((tx) =>
    approveCorrection({
      tx,
      businessId: BOGAZ,
      staff: asWaiter,
      kind: 'void',
      amount: 5_000,
      afterDelivery: false,
      ...input,
    }),
  );
const refusal = async (input: Ask) => {
  const error = await ask(input).catch((e: unknown) => e);
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.statusCode, code: error.code, message: error.message };
};

describe('approveCorrection: who acts alone', () => {
  it('lets an owner or a manager correct any amount, after delivery, alone', async () => {
    for (const who of [owner, manager]) {
      const staff = { staffId: who.id, role: who.role };
      expect(await ask({ staff, amount: 1_000_000, afterDelivery: true })).toEqual({
        approvedBy: null,
      });
      expect(await ask({ staff, kind: 'walkout', amount: 1_000_000 })).toEqual({
        approvedBy: null,
      });
    }
  });

  it('lets a waiter correct up to the limit (₺100 by default) before delivery alone', async () => {
    const [row] = await db.select().from(businesses).where(eq(businesses.id, BOGAZ));
    expect(row?.correctionApprovalLimit).toBe(10_000);
    expect(await ask({ amount: 10_000 })).toEqual({ approvedBy: null });
    expect(await ask({ kind: 'ikram', amount: 0 })).toEqual({ approvedBy: null });
  });

  it('asks a waiter for approval over the limit, after delivery and for a walk-out', async () => {
    for (const input of [
      { amount: 10_001 },
      { amount: 100, afterDelivery: true },
      { kind: 'walkout' as const, amount: 0 },
    ]) {
      const refused = await refusal(input);
      expect(refused).toMatchObject({ status: 403, code: 'APPROVAL_REQUIRED' });
      expect(refused.message).toMatch(/yönetici onayı gerekli/i);
    }
  });
});

describe('approveCorrection: a manager approves with their PIN', () => {
  it("accepts a manager's or the owner's right PIN and names the approver", async () => {
    expect(
      await ask({
        amount: 50_000,
        approval: { staffId: manager.id, pin: DEMO_APPROVAL_PINS.manager },
      }),
    ).toEqual({ approvedBy: { id: manager.id, name: manager.name } });
    expect(
      await ask({
        afterDelivery: true,
        approval: { staffId: owner.id, pin: DEMO_APPROVAL_PINS.owner },
      }),
    ).toEqual({ approvedBy: { id: owner.id, name: owner.name } });
  });

  it('refuses a wrong PIN, a waiter as approver and a manager of another business', async () => {
    const over = { amount: 50_000 };
    expect(await refusal({ ...over, approval: { staffId: manager.id, pin: '9999' } })).toEqual({
      status: 403,
      code: 'APPROVAL_REFUSED',
      message: 'Onay PIN’i yanlış',
    });
    expect(await refusal({ ...over, approval: { staffId: waiter.id, pin: '1234' } })).toMatchObject(
      { status: 403, code: 'APPROVAL_REFUSED' },
    );
    expect(
      await refusal({
        ...over,
        approval: { staffId: egeManager.id, pin: DEMO_APPROVAL_PINS.manager },
      }),
    ).toMatchObject({
      status: 403,
      code: 'APPROVAL_REFUSED',
      message: expect.stringMatching(/bulunamadı/),
    });
  });
});

describe('approveCorrection: wrong PINs per approver', () => {
  it("refuses the owner's PIN for the rest of 15 minutes after 5 wrong ones (429)", async () => {
    const approval = { staffId: owner.id, pin: '0000' };
    for (let i = 0; i < 5; i++) {
      expect(await refusal({ amount: 50_000, approval })).toMatchObject({
        code: 'APPROVAL_REFUSED',
      });
      await recordPinFailure({ db, approverId: owner.id }); // what plugins/approval-pins.ts does
    }
    const right = { staffId: owner.id, pin: DEMO_APPROVAL_PINS.owner };
    const error = await ask({ amount: 50_000, approval: right }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 429, code: 'TOO_MANY_PIN_ATTEMPTS' });
    const wait = (error as AppError).details?.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // Another approver is not held back by the owner's wrong PINs.
    expect(
      await ask({
        amount: 50_000,
        approval: { staffId: manager.id, pin: DEMO_APPROVAL_PINS.manager },
      }),
    ).toMatchObject({ approvedBy: { id: manager.id } });
  });
});

describe('PUT /staff/corrections/pin and /limit', () => {
  const put = (url: string, who: Record<string, string>, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/staff/corrections/${url}`, headers: who, payload });

  it('lets a manager set their own PIN with their password, and refuses a wrong password', async () => {
    const headers = await ctx.staffAs('bogaz', 'manager');
    expect((await put('pin', headers, { password: 'yanlis', pin: '4455' })).statusCode).toBe(403);
    expect(
      (await put('pin', headers, { password: 'staff1234', pin: '12a4' })).json(),
    ).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Onay PIN’i 4 ile 6 rakam arasında olmalı',
    });
    const saved = await put('pin', headers, { password: 'staff1234', pin: '445566' });
    expect(saved.json()).toMatchObject({ success: true, message: 'Onay PIN’iniz kaydedildi' });
    expect(await ask({ amount: 50_000, approval: { staffId: manager.id, pin: '445566' } })).toEqual(
      { approvedBy: { id: manager.id, name: manager.name } },
    );
    const settings = await app.inject({ url: '/api/staff/corrections/settings', headers });
    expect(settings.json().data).toEqual({ approvalLimit: 10_000, pinSet: true });
  });

  it('refuses a waiter a PIN, and lets only the owner move the limit', async () => {
    const waiterHeaders = await ctx.staffAs('bogaz', 'waiter');
    const managerHeaders = await ctx.staffAs('bogaz', 'manager');
    expect(
      (await put('pin', waiterHeaders, { password: 'staff1234', pin: '1111' })).statusCode,
    ).toBe(403);
    expect((await put('limit', managerHeaders, { approvalLimit: 0 })).statusCode).toBe(403);
    expect(
      (await put('limit', await ctx.staffAs('bogaz', 'owner'), { approvalLimit: -5 })).statusCode,
    ).toBe(400);
    const set = await put('limit', await ctx.staffAs('bogaz', 'owner'), { approvalLimit: 2_000 });
    expect(set.json()).toMatchObject({ success: true, data: { approvalLimit: 2_000 } });
    expect(await refusal({ amount: 2_001 })).toMatchObject({ code: 'APPROVAL_REQUIRED' });
    expect(await ask({ amount: 2_000 })).toEqual({ approvedBy: null });
    const approvers = await app.inject({
      url: '/api/staff/corrections/approvers',
      headers: waiterHeaders,
    });
    expect(
      approvers
        .json()
        .data.map((a: { id: string }) => a.id)
        .sort(),
    ).toEqual([owner.id, manager.id].sort());
  });
});
