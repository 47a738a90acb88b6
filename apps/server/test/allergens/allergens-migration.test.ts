import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import { migrationsFolder } from '../../src/db/migrate.ts';
import { createOrderingApp } from '../orders/ordering-fixture.ts';

// Migration diner-allergens (issue 21 §5, ADR 045): the free texts products had become codes.
// Its UPDATE statement runs again here over dishes written the old way.
const { db, product } = await createOrderingApp();

const file = readdirSync(migrationsFolder).find((name) => name.endsWith('_diner-allergens.sql'));
const statements = readFileSync(path.join(migrationsFolder, file ?? 'missing'), 'utf8').split(
  '--> statement-breakpoint',
);
const update = statements.find((s) => /^UPDATE "products"/m.test(s));

describe('migration diner-allergens', () => {
  it('turns the texts into codes in the list’s order and moves a text it cannot read to the ingredients', async () => {
    expect(update).toBeDefined();
    const kalamar = await product('ege', 'Kalamar Tava');
    const brownie = await product('kugulu', 'Brownie');
    const humus = await product('bogaz', 'Humus');
    // As the menus were before: free texts, in any case, one a menu's own word.
    await db.execute(sql`alter table products drop constraint products_allergens_check`);
    const write = (id: string, allergens: string[]) =>
      db.$client.query('update products set allergens = $1::text[] where id = $2', [allergens, id]);
    await write(kalamar.id, ['yumuşakçalar', 'Gluten', 'YUMURTA', 'kabuklu yemiş']);
    await write(brownie.id, ['gluten', 'süt', 'yumurta', 'ceviz', 'Ceviz']);
    await write(humus.id, ['susam', 'nohut ezmesi']);

    await db.$client.query(update!);
    await db.execute(
      sql`alter table products add constraint products_allergens_check check (allergens <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[])`,
    );

    const read = async (id: string) =>
      (await db.select().from(products).where(eq(products.id, id)))[0]!;
    expect((await read(kalamar.id)).allergens).toEqual(['gluten', 'eggs', 'nuts', 'molluscs']);
    expect((await read(kalamar.id)).ingredients).toEqual(kalamar.ingredients);
    expect((await read(brownie.id)).allergens).toEqual(['gluten', 'eggs', 'milk', 'nuts']);
    const humusNow = await read(humus.id);
    expect(humusNow.allergens).toEqual(['sesame']);
    expect(humusNow.ingredients).toEqual([...humus.ingredients, 'nohut ezmesi']);
  });
});
