import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { count, inArray, sql } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';
import { businesses, users } from '../schema/index.ts';
import { ARTICLE_51_FIXTURE_CHARGES, declareFixtureArticle51 } from './article-51-fixture.ts';
import { DEMO_BUSINESSES } from './demo-businesses.ts';
import { DEMO_ASSETS_DIR } from './demo-files.ts';
import {
  DEMO_APPROVAL_PINS,
  DEMO_BUSINESS_IDS,
  DEMO_CUSTOMER,
  DEMO_STAFF_PASSWORD,
} from './demo-ids.ts';
import { describeDemoData } from './describe-demo-data.ts';
import { insertDemoPrinters, PRINTING_DEMO_SLUGS } from './demo-printers.ts';
import { insertDemoBusiness, type Tx } from './insert-demo-business.ts';

export type SeedResult = { seeded: boolean; lines: string[] };

/** Any constant: serialises seeding when several server processes start on one database. */
const SEED_LOCK = 74_021_001;

/**
 * Seeds the demo businesses, menus, accounts and pictures, in one transaction, only when the
 * database has no business at all: it never writes over real data, and a second run changes
 * nothing. Returns the lines `npm start` prints (credentials and menu URLs), also when the
 * demo data was already there.
 */
export async function seedDemoData({
  db,
  config,
}: {
  db: Db;
  config: Pick<Config, 'dataDir' | 'publicUrl'> &
    Partial<Pick<Config, 'printerTwinPort' | 'seedArticle51Fixture'>>;
}): Promise<SeedResult> {
  let seeded = false;
  if ((await countBusinesses(db)) === 0) {
    // Hash outside the transaction: argon2 is slow on purpose.
    const [customerHash, staffHash, ownerPin, managerPin] = await Promise.all([
      hashPassword(DEMO_CUSTOMER.password),
      hashPassword(DEMO_STAFF_PASSWORD),
      hashPassword(DEMO_APPROVAL_PINS.owner),
      hashPassword(DEMO_APPROVAL_PINS.manager),
    ]);
    const pinHashes = { owner: ownerPin, manager: managerPin };
    seeded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if ((await countBusinesses(tx)) > 0) return false; // another process got there first
      const now = new Date();
      for (const business of DEMO_BUSINESSES) {
        // Tests only: the charges the specs walk, on a business that declared article 51.
        const fixture = config.seedArticle51Fixture
          ? ARTICLE_51_FIXTURE_CHARGES[business.slug]
          : undefined;
        await insertDemoBusiness(tx, {
          business: fixture ? { ...business, serviceCharges: fixture } : business,
          now,
          staffPasswordHash: staffHash,
          pinHashes,
        });
        if (fixture) await declareFixtureArticle51(tx, DEMO_BUSINESS_IDS[business.slug], now);
        // With the virtual printers running (PRINTER_TWIN_PORT, not 0: their ports are known).
        const twinPort = config.printerTwinPort;
        if (twinPort && PRINTING_DEMO_SLUGS.includes(business.slug))
          await insertDemoPrinters(tx, DEMO_BUSINESS_IDS[business.slug], twinPort);
      }
      await insertDemoCustomer(tx, customerHash, now);
      return true;
    });
  }
  if (seeded || (await hasDemoBusinesses(db))) copyDemoImages(config.dataDir);
  return { seeded, lines: await describeDemoData({ db, publicUrl: config.publicUrl }) };
}

async function countBusinesses(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(businesses);
  return row?.n ?? 0;
}

async function hasDemoBusinesses(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(businesses)
    .where(inArray(businesses.id, Object.values(DEMO_BUSINESS_IDS)));
  return (row?.n ?? 0) > 0;
}

async function insertDemoCustomer(tx: Tx, passwordHash: string, now: Date): Promise<void> {
  await tx.insert(users).values({
    id: newId(),
    name: DEMO_CUSTOMER.name,
    email: DEMO_CUSTOMER.email,
    passwordHash,
    phone: '+905321234567',
    address: {
      street: 'Moda Cad. No: 18 D: 3',
      city: 'İstanbul',
      state: 'Kadıköy',
      zipCode: '34710',
      country: 'Türkiye',
    },
    birthDate: '1994-05-12',
    inviteCode: 'DENIZ50',
    emailVerifiedAt: now,
  });
}

/**
 * The pictures ship in the repo; the server serves DATA_DIR/uploads at /uploads/. Only missing
 * ones, and ones the repo has newer, are copied: copying all 68 on every start cost about 85 ms
 * of a 700 ms warm start (docs/performance.md).
 */
function copyDemoImages(dataDir: string): void {
  if (!existsSync(DEMO_ASSETS_DIR)) throw new Error(`Demo pictures missing: ${DEMO_ASSETS_DIR}`);
  const target = path.join(dataDir, 'uploads', 'demo');
  mkdirSync(target, { recursive: true });
  for (const file of readdirSync(DEMO_ASSETS_DIR)) {
    const from = path.join(DEMO_ASSETS_DIR, file);
    const to = path.join(target, file);
    const copied = statSync(to, { throwIfNoEntry: false });
    if (!copied || copied.mtimeMs < statSync(from).mtimeMs) copyFileSync(from, to);
  }
}
