import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { correctionReasons, orderItems } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { resolveCorrectionReason } from '../../src/domain/corrections/resolve-correction-reason.ts';
import { createBackOfficeApp } from '../back-office/back-office-fixture.ts';

// Contract rule 5: each business keeps its own reason lists for corrections, edited in Ayarlar.
const ctx = await createBackOfficeApp();
const { app, db } = ctx;
const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const manager = await ctx.staffAs('bogaz', 'manager');
const waiter = await ctx.staffAs('bogaz', 'waiter');
const kitchen = await ctx.staffAs('bogaz', 'kitchen');
const egeManager = await ctx.staffAs('ege', 'manager');

type Reason = { id: string; kind: string; label: string; labelEn: string };
const list = async (who: Record<string, string>) => {
  const res = await app.inject({ url: '/api/staff/corrections/reasons', headers: who });
  return { status: res.statusCode, reasons: (res.json().data ?? []) as Reason[] };
};
const put = (who: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/staff/corrections/reasons', headers: who, payload });

describe('correction reasons', () => {
  it('gives waiters the seeded lists to pick from and keeps them from the kitchen', async () => {
    const { reasons } = await list(waiter);
    expect(reasons.filter((r) => r.kind === 'void').map((r) => r.label)).toEqual([
      'Yanlış sipariş',
      'Müşteri vazgeçti',
      'Yanık / bozuk',
    ]);
    expect(reasons.filter((r) => r.kind === 'ikram').map((r) => r.label)).toContain('Doğum günü');
    expect((await list(kitchen)).status).toBe(403);
    expect((await put(waiter, { kind: 'void', reasons: [] })).statusCode).toBe(403);
  });

  it('lets a manager reorder, rename, add and drop; a dropped reason is archived', async () => {
    const voids = (await list(manager)).reasons.filter((r) => r.kind === 'void');
    const [wrong, changed, burnt] = voids;
    const res = await put(manager, {
      kind: 'void',
      reasons: [
        { id: burnt!.id, label: 'Yanık', labelEn: 'Burnt' },
        { id: wrong!.id, label: wrong!.label, labelEn: wrong!.labelEn },
        { label: 'Mutfak hatası' },
      ],
    });
    expect(res.json()).toMatchObject({ success: true, message: 'Sebepler kaydedildi' });
    const after = (await list(waiter)).reasons.filter((r) => r.kind === 'void');
    expect(after.map((r) => r.label)).toEqual(['Yanık', 'Yanlış sipariş', 'Mutfak hatası']);
    const [archived] = await db
      .select()
      .from(correctionReasons)
      .where(eq(correctionReasons.id, changed!.id));
    expect(archived?.archivedAt).toBeInstanceOf(Date);
    // A screen opened before it was archived is told to refresh its list (ADR 079).
    await expect(
      resolveCorrectionReason({ db, businessId: BOGAZ, kind: 'void', reasonId: changed!.id }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'REASON_ARCHIVED' });
  });

  it('keeps the English of a reason a manager edits, and refuses an archived reason in a new void with nothing written', async () => {
    const added = await put(manager, {
      kind: 'void',
      reasons: [
        ...(await list(manager)).reasons
          .filter((r) => r.kind === 'void')
          .map(({ id, label, labelEn }) => ({ id, label, labelEn })),
        { label: 'Soğudu', labelEn: 'Went cold' },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const cold = (await list(waiter)).reasons.find((r) => r.label === 'Soğudu')!;
    expect(cold.labelEn).toBe('Went cold');

    const order = await ctx.placeOrder(ctx.headers, {
      table: 3,
      items: [{ productId: ctx.cay.id, quantity: 2 }],
    });
    // The list is saved without it while a waiter's dialog still offers it.
    const kept = (await list(manager)).reasons.filter((r) => r.kind === 'void' && r.id !== cold.id);
    const saved = await put(manager, {
      kind: 'void',
      reasons: kept.map(({ id, label, labelEn }) => ({ id, label, labelEn })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const line = order.items[0]!;
    const voided = await app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/items/${line.id}/void`,
      headers: waiter,
      payload: { kind: 'not_made', quantity: 1, expectedQuantity: 2, reasonId: cold.id },
    });
    expect(voided.statusCode, voided.body).toBe(400);
    expect(voided.json()).toMatchObject({
      error: 'REASON_ARCHIVED',
      message: 'Bu neden artık listede değil; listeyi yenileyin',
    });
    const rows = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(rows.map((row) => [row.quantity, row.status])).toEqual([[2, 'pending']]);
  });

  it("refuses another business's reason (404, nothing changed) and a too short label (400)", async () => {
    const bogazIkram = (await list(manager)).reasons.filter((r) => r.kind === 'ikram');
    const stolen = await put(egeManager, {
      kind: 'ikram',
      reasons: [{ id: bogazIkram[0]!.id, label: 'Çalındı' }],
    });
    expect(stolen.statusCode).toBe(404);
    expect((await list(manager)).reasons.filter((r) => r.kind === 'ikram')).toEqual(bogazIkram);
    const egeIkram = (await list(egeManager)).reasons.filter((r) => r.kind === 'ikram');
    expect(egeIkram).toHaveLength(3);
    const short = await put(manager, { kind: 'ikram', reasons: [{ label: 'x' }] });
    expect(short.json()).toMatchObject({ message: 'Sebep 2 ile 60 karakter arasında olmalı' });
  });

  it("keeps a correction's reason as the label and the typed text, and needs one of them", async () => {
    const [ikram] = (await list(manager)).reasons.filter((r) => r.kind === 'ikram');
    const ask = (input: { reasonId?: string; reason?: string; kind?: 'ikram' | 'void' }) =>
      resolveCorrectionReason({ db, businessId: BOGAZ, kind: 'ikram', ...input });
    expect(await ask({ reasonId: ikram!.id, reason: ' 3. ziyaret ' })).toBe('Müdavim — 3. ziyaret');
    expect(await ask({ reason: 'Şef önerdi' })).toBe('Şef önerdi');
    await expect(ask({})).rejects.toMatchObject({ statusCode: 400, code: 'REASON_REQUIRED' });
    await expect(ask({ reasonId: ikram!.id, kind: 'void' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'REASON_NOT_FOUND',
    });
  });
});
