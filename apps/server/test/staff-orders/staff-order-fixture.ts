import { DEMO_TABLE_IDS } from '../../src/db/seed/demo-ids.ts';
import { createLiveApp } from '../live-orders/live-fixture.ts';

export type StaffOrderJson = {
  id: string;
  orderNumber: number;
  status: string;
  tableSessionId: string | null;
  course: string | null;
  held: boolean;
  firedAt: string | null;
  placedByStaff: boolean;
  placedBy: { staffId?: string; name: string } | null;
  total: number;
  items: {
    name: string;
    quantity: number;
    seat: number | null;
    placedByStaff: boolean;
    selectedOptions: Record<string, string[]>;
    notes: string | null;
  }[];
};

/**
 * The demo app with what the waiter's order tests need: the bogaz dishes of each course, and
 * helpers that send a waiter's order and fire a course through the real routes.
 */
export async function createStaffOrderApp() {
  const ctx = await createLiveApp();
  const dish = (name: string) => ctx.product('bogaz', name);
  const [soda, corba, hunkar, kunefe, salep] = await Promise.all(
    ['Soda', 'Mercimek Çorbası', 'Hünkar Beğendi', 'Künefe', 'Salep'].map(dish),
  );
  const tableUrl = (table: number, slug: 'bogaz' | 'ege' = 'bogaz') =>
    `/api/staff/tables/${DEMO_TABLE_IDS[slug][table]}`;
  const send = (
    who: Record<string, string>,
    table: number,
    payload: object,
    extra: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `${tableUrl(table)}/orders`,
      headers: { ...who, ...extra },
      payload,
    });
  const fire = (who: Record<string, string>, table: number, course: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `${tableUrl(table)}/courses/${course}/fire`,
      headers: who,
    });
  /** A four-course send: a drink, a starter, a main and a dessert. */
  const fourCourses = {
    personCount: 2,
    items: [
      { productId: soda!.id, quantity: 2 },
      { productId: corba!.id, quantity: 2, notes: 'Limonlu', seat: 1 },
      { productId: hunkar!.id, quantity: 1, seat: 2 },
      { productId: kunefe!.id, quantity: 1 },
    ],
  };
  return {
    ...ctx,
    dishes: { soda: soda!, corba: corba!, hunkar: hunkar!, kunefe: kunefe!, salep: salep! },
    send,
    fire,
    fourCourses,
  };
}
