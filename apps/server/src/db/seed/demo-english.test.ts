import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/db.ts';
import { loadConfig } from '../../config.ts';
import * as s from '../schema/index.ts';
import { seedDemoData } from './seed-demo.ts';

// Issue 30 'Done when' (ADR 060): the demo data has English for every name a diner reads, so an
// English phone walking a demo meal meets no Turkish the business could have translated.
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'masa-seed-en-')),
  JWT_SECRET: 'x'.repeat(40),
});
afterAll(() => rmSync(config.dataDir, { recursive: true, force: true }));
const { db } = await createTestDb();
// With the tests' fixture (ADR 092): the kuver and VIP charges need English too.
await seedDemoData({ db, config: { ...config, seedArticle51Fixture: true } });

/** "where: Turkish" for every diner-facing text of the seeded demo data without its English. */
async function untranslated(): Promise<string[]> {
  const missing: string[] = [];
  const need = (where: string, turkish: string, english: string | undefined) => {
    if (turkish.trim() !== '' && !english?.trim()) missing.push(`${where}: ${turkish}`);
  };
  for (const c of await db.select().from(s.categories)) {
    need('category', c.name, c.nameEn);
    need('category description', c.description, c.descriptionEn);
  }
  for (const p of await db.select().from(s.products)) {
    need('product', p.name, p.nameEn);
    need('product description', p.description, p.descriptionEn);
    if (p.ingredientsEn.length !== p.ingredients.length) missing.push(`ingredients: ${p.name}`);
    for (const option of p.options) {
      need(`option of ${p.name}`, option.name, option.nameEn);
      for (const choice of option.choices) need(`choice of ${p.name}`, choice.name, choice.nameEn);
    }
    for (const extra of p.extras) need(`extra of ${p.name}`, extra.name, extra.nameEn);
  }
  for (const c of await db.select().from(s.campaigns)) {
    need('campaign', c.title, c.titleEn);
    need('campaign description', c.description, c.descriptionEn);
  }
  for (const c of await db.select().from(s.serviceCharges)) {
    need('service charge', c.name, c.nameEn);
    need('service charge description', c.description, c.descriptionEn);
  }
  return missing;
}

describe('the demo data in English', () => {
  it('has English for every diner-facing name and text of every demo business', async () => {
    expect(await db.$count(s.products)).toBeGreaterThan(50);
    expect(await db.$count(s.serviceCharges)).toBeGreaterThan(0);
    expect(await untranslated()).toEqual([]);
  });
});
