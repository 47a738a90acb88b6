/**
 * A Friday night's venues, written by PostgreSQL itself in one transaction (as
 * apps/server/src/db/seed/seed-history.ts writes a year): `venues` copies of a demo business
 * (its row, owner, categories and products; ids derived by md5 from the venue and the source
 * row, so a product's category is found again), `tablesPerVenue` tables each, and one diner per
 * table for the first `diners` tables, round-robin over the venues: a customer with an open,
 * empty order in an active sitting, which is what lets her socket join the table's room
 * (ADR 049). Tokens are signed here with the servers' JWT secret; nothing goes through the API.
 */
import type pg from 'pg';
import { signAccessToken } from '../apps/server/src/lib/access-token.ts';

export type FridayTable = {
  id: string;
  accessToken: string;
  businessId: string;
  /** The diner seated there: her token and her open order. */
  diner: { token: string; orderId: string };
};

export type FridayVenue = {
  businessId: string;
  /** The owner's token: staff screens, waiter orders, status changes and payments. */
  staffToken: string;
  /** The venue's Çay and the choices a waiter must make for it. */
  cay: { id: string; selectedOptions: Record<string, string> };
};

export type FridayFloor = { venues: FridayVenue[]; tables: FridayTable[] };

/** `jsonb || overrides` turned back into a row of `table`: copies a row with new values. */
const copyOf = (table: string, alias: string, overrides: string) =>
  `(jsonb_populate_record(null::${table}, to_jsonb(${alias}) || jsonb_build_object(${overrides}))).*`;

/** A 24-hex id (the schema's id check) derived from its parts. */
const derivedId = (...parts: string[]) => `left(md5(${parts.join(" || ':' || ")}), 24)`;

export async function seedFridayFloor(
  client: pg.ClientBase,
  {
    sourceBusinessId,
    venues,
    tablesPerVenue,
    diners,
    secret,
  }: {
    sourceBusinessId: string;
    venues: number;
    tablesPerVenue: number;
    diners: number;
    secret: string;
  },
): Promise<FridayFloor> {
  if (diners > venues * tablesPerVenue)
    throw new Error(
      `bench friday: ${diners} diner sockets need as many tables; ${venues} venues × ${tablesPerVenue} tables is ${venues * tablesPerVenue}`,
    );
  await client.query('begin');
  try {
    await client.query(`set local synchronous_commit = off`);
    await client.query(
      `create temp table friday_venues on commit drop as
         select v, ${derivedId("'friday-venue'", 'v::text')} as id from generate_series(1, $1::int) v`,
      [venues],
    );
    await client.query(
      `insert into businesses
       select ${copyOf('businesses', 'b', "'id', f.id, 'name', b.name || ' ' || f.v")}
       from businesses b, friday_venues f where b.id = $1`,
      [sourceBusinessId],
    );
    await client.query(
      `insert into staff_accounts
       select ${copyOf('staff_accounts', 's', `'id', ${derivedId('f.id', 's.id')}, 'business_id', f.id, 'email', 'friday-' || f.v || '@bench.masa.test'`)}
       from staff_accounts s, friday_venues f where s.business_id = $1 and s.role = 'owner'`,
      [sourceBusinessId],
    );
    await client.query(
      `insert into categories
       select ${copyOf('categories', 'c', `'id', ${derivedId('f.id', 'c.id')}, 'business_id', f.id`)}
       from categories c, friday_venues f where c.business_id = $1`,
      [sourceBusinessId],
    );
    await client.query(
      `insert into products
       select ${copyOf('products', 'p', `'id', ${derivedId('f.id', 'p.id')}, 'business_id', f.id, 'category_id', ${derivedId('f.id', 'p.category_id')}`)}
       from products p, friday_venues f where p.business_id = $1`,
      [sourceBusinessId],
    );
    // Table n of venue v; the access token is PostgreSQL's own (the column's default).
    await client.query(
      `insert into tables (id, business_id, name, number, qr_code)
       select 'table-fri' || f.v || 'n' || n, f.id, 'Masa ' || n, n, 'FRI-' || f.v || '-M' || n
       from friday_venues f, generate_series(1, $1::int) n`,
      [tablesPerVenue],
    );
    // Diner d sits at table ceil(d / venues) of venue d mod venues: every venue gets diners.
    await client.query(
      `create temp table friday_diners on commit drop as
         select d, f.id as business_id, 'table-fri' || f.v || 'n' || ((d - 1) / $2::int + 1) as table_id
         from generate_series(1, $1::int) d join friday_venues f on f.v = (d - 1) % $2::int + 1`,
      [diners, venues],
    );
    await client.query(
      `insert into users (id, name, invite_code)
       select ${derivedId("'friday-user'", 'd::text')}, 'Misafir ' || d, 'FRI' || lpad(d::text, 7, '0')
       from friday_diners`,
    );
    await client.query(
      `insert into table_sessions (id, table_id, business_id)
       select ${derivedId("'friday-sitting'", 'd::text')}, table_id, business_id from friday_diners`,
    );
    // Numbers far above the ones the run's orders take from the venue's sequence.
    await client.query(
      `insert into orders (id, order_number, business_id, table_id, table_session_id, user_id, customer_name)
       select ${derivedId("'friday-order'", 'd::text')}, 900000 + d, business_id, table_id,
              ${derivedId("'friday-sitting'", 'd::text')}, ${derivedId("'friday-user'", 'd::text')}, 'Misafir ' || d
       from friday_diners`,
    );
    const staff = await client.query<{ business_id: string; id: string; role: string }>(
      `select s.business_id, s.id, s.role from staff_accounts s join friday_venues f on f.id = s.business_id order by f.v`,
    );
    const cays = await client.query<{ business_id: string; id: string; options: CayOption[] }>(
      `select p.business_id, p.id, p.options from products p join friday_venues f on f.id = p.business_id where p.name = 'Çay'`,
    );
    const seated = await client.query<{
      d: number;
      table_id: string;
      business_id: string;
      access_token: string;
      order_id: string;
      user_id: string;
    }>(
      `select d, t.id as table_id, t.business_id, t.access_token,
              ${derivedId("'friday-order'", 'd::text')} as order_id, ${derivedId("'friday-user'", 'd::text')} as user_id
       from friday_diners fd join tables t on t.id = fd.table_id order by d`,
    );
    await client.query('commit');

    const options = { secret, ttlSeconds: 4 * 3600, now: new Date() };
    const cayOf = new Map(cays.rows.map((row) => [row.business_id, row]));
    const venueRows = await Promise.all(
      staff.rows.map(async (s) => {
        const cay = cayOf.get(s.business_id);
        if (!cay) throw new Error('bench friday: the source business has no Çay');
        return {
          businessId: s.business_id,
          staffToken: await signAccessToken(
            { kind: 'staff', staffId: s.id, businessId: s.business_id, role: 'owner' },
            options,
          ),
          // A waiter must choose what a dish requires (as bench/waiter-orders.ts does).
          cay: {
            id: cay.id,
            selectedOptions: Object.fromEntries(
              cay.options.filter((o) => o.required).map((o) => [o.name, o.choices[0]!.name]),
            ),
          },
        };
      }),
    );
    const tables = await Promise.all(
      seated.rows.map(async (row) => ({
        id: row.table_id,
        accessToken: row.access_token,
        businessId: row.business_id,
        diner: {
          orderId: row.order_id,
          token: await signAccessToken(
            { kind: 'customer', userId: row.user_id, role: 'customer', isGuest: false },
            options,
          ),
        },
      })),
    );
    return { venues: venueRows, tables };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

type CayOption = { name: string; required?: boolean; choices: { name: string }[] };
