import { buildTableQrUrl } from '@masa/core/qr/build-table-qr-url';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { businesses, staffAccounts, tables, users } from '../schema/index.ts';
import {
  DEMO_BUSINESS_IDS,
  DEMO_CUSTOMER,
  DEMO_STAFF_PASSWORD,
  DEMO_CREW,
  demoCrewEmail,
  demoStaffEmail,
  type DemoSlug,
} from './demo-ids.ts';

const DEMO_SLUGS = Object.keys(DEMO_BUSINESS_IDS) as DemoSlug[];

/**
 * The lines `npm start` prints about the demo data, read from the database: the demo
 * businesses with the URL of a table's QR code (its access token included, ADR 015), and the credentials of the demo accounts whose password has
 * never been changed (so a printed password is always one that works).
 */
export async function describeDemoData({
  db,
  publicUrl,
}: {
  db: Db;
  publicUrl: string;
}): Promise<string[]> {
  const found = await db
    .select({ id: businesses.id, name: businesses.name, address: businesses.address })
    .from(businesses)
    .where(inArray(businesses.id, Object.values(DEMO_BUSINESS_IDS)))
    .orderBy(asc(businesses.id));
  if (found.length === 0) return [];

  const lines = ['  Demo data:'];
  const [customer] = await db
    .select({ name: users.name })
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${DEMO_CUSTOMER.email}`, isNull(users.passwordChangedAt)),
    );
  if (customer) {
    lines.push(
      `    Customer:  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password} (${customer.name})`,
    );
  }
  for (const business of found) {
    const slug = DEMO_SLUGS.find((s) => DEMO_BUSINESS_IDS[s] === business.id)!;
    const [firstTable] = await db
      .select({ id: tables.id, name: tables.name, accessToken: tables.accessToken })
      .from(tables)
      .where(and(eq(tables.businessId, business.id), eq(tables.active, true)))
      .orderBy(asc(tables.number))
      .limit(1);
    const [staff] = await db
      .select({ email: staffAccounts.email })
      .from(staffAccounts)
      .where(
        and(eq(staffAccounts.email, demoStaffEmail(slug)), isNull(staffAccounts.passwordChangedAt)),
      );
    lines.push(`    ${business.name} (${business.address.city})`);
    if (firstTable) {
      const url = buildTableQrUrl({
        publicUrl,
        businessId: business.id,
        tableId: firstTable.id,
        tableToken: firstTable.accessToken,
      });
      lines.push(`      Table:   ${url} (${firstTable.name}, as its QR code opens it)`);
    }
    lines.push(`      QR sheet: npm run qr-sheet -- ${business.id}`);
    if (staff) {
      lines.push(`      Staff:   ${staff.email} / ${DEMO_STAFF_PASSWORD} (owner)`);
      const crew = DEMO_CREW.map((m) => `${demoCrewEmail(slug, m.role)} (${m.role})`);
      lines.push(`      Roles:   ${crew.join(', ')}, same password`);
    }
  }
  return lines;
}
