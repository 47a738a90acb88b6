import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/db.ts';
import { loadConfig } from '../../config.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { Db } from '../client.ts';
import * as s from '../schema/index.ts';
import { DEMO_ASSETS_DIR } from './demo-files.ts';
import { DEMO_BUSINESS_IDS, DEMO_CUSTOMER, DEMO_TABLE_IDS } from './demo-ids.ts';
import { seedDemoData } from './seed-demo.ts';

const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'masa-seed-')),
  JWT_SECRET: 'x'.repeat(40),
});
afterAll(() => rmSync(config.dataDir, { recursive: true, force: true }));

const { db } = await createTestDb();

async function counts(database: Db) {
  return {
    businesses: await database.$count(s.businesses),
    tables: await database.$count(s.tables),
    categories: await database.$count(s.categories),
    products: await database.$count(s.products),
    users: await database.$count(s.users),
    staff: await database.$count(s.staffAccounts),
  };
}

describe('seedDemoData', () => {
  it('seeds an empty database once, even when two servers start at the same moment', async () => {
    const results = await Promise.all([seedDemoData({ db, config }), seedDemoData({ db, config })]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);

    const c = await counts(db);
    expect(c.businesses).toBe(3);
    expect(c.tables).toBeGreaterThanOrEqual(20);
    expect(c.categories).toBeGreaterThanOrEqual(14);
    expect(c.products).toBeGreaterThanOrEqual(45);
    expect(c.users).toBe(1);
    // An owner, a manager, a waiter and a kitchen account each.
    expect(c.staff).toBe(12);
  });

  it('gives each business its tables with unique codes, its menu and differing payment settings', async () => {
    const all = await db.select().from(s.businesses);
    for (const business of all) {
      const tables = await db.select().from(s.tables).where(eq(s.tables.businessId, business.id));
      const categories = await db
        .select()
        .from(s.categories)
        .where(eq(s.categories.businessId, business.id));
      expect(tables.length).toBeGreaterThanOrEqual(4);
      expect(categories.length).toBeGreaterThanOrEqual(2);
      expect(business.address.city).toMatch(/İstanbul|İzmir|Ankara/);
      expect(business.logo).toMatch(/^\/uploads\/demo\/.+\.webp$/);
    }
    const codes = (await db.select({ qr: s.tables.qrCode }).from(s.tables)).map((t) => t.qr);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('BOGAZ-M01');
    const [bogaz, ege] = [DEMO_BUSINESS_IDS.bogaz, DEMO_BUSINESS_IDS.ege].map(
      (id) => all.find((b) => b.id === id)!.settings.payment,
    );
    expect(bogaz).toMatchObject({ acceptSodexo: true, acceptOnlinePayment: false });
    expect(ege).toMatchObject({ acceptMutlinet: true, acceptOnlinePayment: true });
  });

  it('keeps the restaurants open around the clock and gives the café real hours', async () => {
    const all = await db.select().from(s.businesses);
    const hours = (id: string) => all.find((b) => b.id === id)!.openingHours!.days;
    for (const id of [DEMO_BUSINESS_IDS.bogaz, DEMO_BUSINESS_IDS.ege]) {
      expect(hours(id).every((d) => !d.closed && d.opens === '00:00' && d.closes === '24:00')).toBe(
        true,
      );
    }
    const cafe = hours(DEMO_BUSINESS_IDS.kugulu);
    expect(cafe[0]?.closed).toBe(true);
    expect(cafe[4]).toEqual({ closed: false, opens: '08:00', closes: '01:00' });
  });

  it('writes a menu a search and the VAT rules can rely on', async () => {
    const products = await db.select().from(s.products);
    const names = products.map((p) => p.name);
    expect(names.some((n) => n.includes('Çay'))).toBe(true);
    expect(names.some((n) => /ızgara|Izgara/.test(n))).toBe(true);
    const byName = (name: string) => products.find((p) => p.name === name)!;
    expect(byName('Rakı').vatRate).toBe(20);
    expect(byName('Kola (33 cl)').vatRate).toBe(20);
    expect(byName('Menemen').vatRate).toBe(10);
    expect(byName('Izgara Köfte').options.map((o) => o.name)).toEqual(['Pişirme', 'Boy']);
    expect(byName('Kaşarlı Tost').extras).toContainEqual({
      name: 'Kaşar Peyniri',
      nameEn: 'Kashar Cheese',
      price: 300,
    });
    expect(products.filter((p) => p.isVegan).every((p) => p.isVegetarian)).toBe(true);
    for (const flag of ['isFeatured', 'isCampaign', 'isMonthlySpecial'] as const) {
      expect(products.some((p) => p[flag])).toBe(true);
    }
    expect(products.some((p) => p.discountPercentage > 0)).toBe(true);
    for (const p of products) {
      expect(existsSync(path.join(config.dataDir, p.imageUrl!))).toBe(true);
    }
    // The demo charges none (Fiyat Etiketi Yönetmeliği m. 8/6, ADR 092) and declares nothing.
    expect(await db.$count(s.serviceCharges)).toBe(0);
    const declared = await db.select({ at: s.businesses.article51DeclaredAt }).from(s.businesses);
    expect(declared.every((row) => row.at === null)).toBe(true);
    const campaigns = await db.select().from(s.campaigns);
    expect(campaigns.every((c) => c.endDate! > new Date())).toBe(true);
  });

  it("seeds the tests' fixture: Boğaziçi and Ege declared article 51 by their owner, with the kuver", async () => {
    const fixture = await createTestDb();
    const now = Date.now();
    await seedDemoData({ db: fixture.db, config: { ...config, seedArticle51Fixture: true } });
    const charges = await fixture.db.select().from(s.serviceCharges);
    expect(charges.map((c) => [c.businessId, c.name, c.type]).sort()).toEqual(
      [
        [DEMO_BUSINESS_IDS.bogaz, 'Kuver', 'cover_charge'],
        [DEMO_BUSINESS_IDS.ege, 'Kuver', 'cover_charge'],
        [DEMO_BUSINESS_IDS.ege, 'VIP Masa Ücreti', 'vip_charge'],
      ].sort(),
    );
    expect(charges.find((c) => c.name === 'Kuver')?.includedItems?.options.length).toBeGreaterThan(
      0,
    );
    const rows = await fixture.db.select().from(s.businesses);
    const declaredBy = Object.fromEntries(rows.map((b) => [b.id, b.article51DeclaredByName]));
    expect(declaredBy).toEqual({
      [DEMO_BUSINESS_IDS.bogaz]: 'Mehmet Kaya',
      [DEMO_BUSINESS_IDS.ege]: 'Ayşe Demir',
      [DEMO_BUSINESS_IDS.kugulu]: null,
    });
    for (const b of rows.filter((row) => row.article51DeclaredAt))
      expect(b.article51DeclaredAt!.getTime()).toBeGreaterThanOrEqual(now - 1000);
  });

  it('creates demo accounts whose printed passwords work', async () => {
    const [customer] = await db
      .select()
      .from(s.users)
      .where(eq(s.users.email, DEMO_CUSTOMER.email));
    expect(customer?.name).toBe('Deniz Yılmaz');
    expect(await verifyPassword(customer!.passwordHash!, 'demo1234')).toBe(true);
    const [staff] = await db
      .select()
      .from(s.staffAccounts)
      .where(eq(s.staffAccounts.email, 'staff@bogaz.masa.app'));
    expect(staff?.role).toBe('owner');
    expect(await verifyPassword(staff!.passwordHash, 'staff1234')).toBe(true);
  });

  it('changes nothing on a second run and still prints the credentials and menu URLs', async () => {
    const before = await counts(db);
    const result = await seedDemoData({ db, config });
    expect(result.seeded).toBe(false);
    expect(await counts(db)).toEqual(before);
    const text = result.lines.join('\n');
    expect(text).toContain('demo@masa.app / demo1234');
    expect(text).toContain('staff@ege.masa.app / staff1234');
    expect(text).toContain('kitchen@ege.masa.app (kitchen)');
    // The table's URL as its printed QR code holds it, access token included (ADR 015).
    const [first] = await db
      .select()
      .from(s.tables)
      .where(eq(s.tables.id, DEMO_TABLE_IDS.bogaz[0]!));
    expect(text).toContain(
      `${config.publicUrl}/customerapp/table/${DEMO_TABLE_IDS.bogaz[0]}?business=${DEMO_BUSINESS_IDS.bogaz}&t=${first!.accessToken}`,
    );
    expect(text).toContain(`npm run qr-sheet -- ${DEMO_BUSINESS_IDS.bogaz}`);
  });

  it('puts back a demo picture missing from DATA_DIR on the next start', async () => {
    const [product] = await db.select().from(s.products).limit(1);
    const picture = path.join(config.dataDir, product!.imageUrl!);
    rmSync(picture);
    await seedDemoData({ db, config });
    expect(readFileSync(picture)).toEqual(
      readFileSync(path.join(DEMO_ASSETS_DIR, path.basename(picture))),
    );
  });

  it('never seeds over a database that already has a business', async () => {
    const other = await createTestDb();
    await other.db.insert(s.businesses).values({
      name: 'Gerçek Kafe',
      address: {
        street: 'Atatürk Cad. 1',
        city: 'Ankara',
        state: '',
        zipCode: '',
        country: 'Türkiye',
      },
    });
    const result = await seedDemoData({ db: other.db, config });
    expect(result).toEqual({ seeded: false, lines: [] });
    expect(await counts(other.db)).toMatchObject({
      businesses: 1,
      tables: 0,
      products: 0,
      users: 0,
    });
  });

  it("points the demo restaurants' kitchen, bar and till at the virtual printers (issue 33)", async () => {
    expect(config.printerTwinPort).toBe(9100);
    const rows = await db.select().from(s.printers).orderBy(s.printers.businessId, s.printers.port);
    const of = (businessId: string) =>
      rows
        .filter((row) => row.businessId === businessId)
        .map(({ name, host, port, stations, printsReceipts, hasDrawer, paperWidth, codePage }) => ({
          name,
          address: `${host}:${port}`,
          stations,
          printsReceipts,
          hasDrawer,
          paper: `${paperWidth} ${codePage}`,
        }));
    const expected = [
      {
        name: 'Mutfak yazıcısı',
        address: '127.0.0.1:9100',
        stations: ['Mutfak'],
        printsReceipts: false,
        hasDrawer: false,
        paper: '80 pc857',
      },
      {
        name: 'Bar yazıcısı',
        address: '127.0.0.1:9101',
        stations: ['Bar'],
        printsReceipts: false,
        hasDrawer: false,
        paper: '80 pc857',
      },
      {
        name: 'Kasa yazıcısı',
        address: '127.0.0.1:9102',
        stations: [],
        printsReceipts: true,
        hasDrawer: true,
        paper: '80 pc857',
      },
    ];
    expect(of(DEMO_BUSINESS_IDS.bogaz)).toEqual(expected);
    expect(of(DEMO_BUSINESS_IDS.ege)).toEqual(expected);
    expect(of(DEMO_BUSINESS_IDS.kugulu)).toEqual([]);

    // No twin (production, or PRINTER_TWIN_PORT=off): no demo printer pointing nowhere.
    const bare = await createTestDb();
    await seedDemoData({ db: bare.db, config: { ...config, printerTwinPort: null } });
    expect(await bare.db.$count(s.printers)).toBe(0);
  });
});
