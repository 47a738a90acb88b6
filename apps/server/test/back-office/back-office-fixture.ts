import type { StaffRole } from '@masa/core/staff/staff-session.schemas';
import { type DemoSlug } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp } from '../live-orders/live-fixture.ts';
import { demoStaffWithRole, staffBearer } from '../staff-headers.ts';

/** The live-order app plus staff headers of any role, for the back-office routes (issue 17). */
export async function createBackOfficeApp(env: Record<string, string> = {}) {
  const ctx = await createLiveApp(env);

  /** A bearer header of the demo business's staff member with that role. */
  const staffAs = async (slug: DemoSlug, role: StaffRole) =>
    staffBearer(ctx, await demoStaffWithRole(ctx.db, slug, role));

  /** Bearer headers of each of a demo business's roles: who the tests ask as. */
  const crewOf = async (slug: DemoSlug) => ({
    owner: await staffAs(slug, 'owner'),
    manager: await staffAs(slug, 'manager'),
    waiter: await staffAs(slug, 'waiter'),
    kitchen: await staffAs(slug, 'kitchen'),
  });

  /** A product of the menu as the editor reads it (GET /staff/menu), ready to send back whole with PUT. */
  const editableProduct = async (productId: string, who: Record<string, string>) => {
    const menu = (await ctx.app.inject({ url: '/api/staff/menu', headers: who })).json().data;
    const product = menu.products.find((p: { id: string }) => p.id === productId);
    const {
      id: _id,
      isAvailable: _a,
      imageUrl: _i,
      imageVariants: _v,
      sortOrder: _s,
      ...body
    } = product;
    return body as Record<string, unknown> & { name: string; categoryId: string };
  };

  return { ...ctx, staffAs, crewOf, editableProduct };
}
