import { PAYMENT_FIGURES_VERSION, type DayMoney } from '@masa/core/reports/day-money';
import type { StaffTally } from '@masa/core/reports/day-summary';
import { BUSINESS_TIME_ZONE } from '@masa/core/time/zoned-time';
import { sql } from 'drizzle-orm';
import type { BusinessPeriod } from './business-period.ts';

type KeptSums = Omit<DayMoney, 'refunds' | 'grossByHour'> & {
  byHour: { hour: number; gross: number }[];
  byStaff: StaffTally[];
};

/**
 * The money of the payments recorded in [start, end) whose figures were kept when they were
 * recorded (ADR 118), added up by PostgreSQL in one statement and one row: counts and sums, by
 * method, by hour of the business's day, VAT by rate and products by product and line name.
 * Refunds are not here (they are priced on read with the payments nobody kept). And who took
 * them, for the Z summary (ADR 077). Rows come unsorted: core addDayMoney and summaryOfDay
 * order them as sumPayments and daySummary do.
 */
export async function sumKeptPayments({
  db,
  businessId,
  start,
  end,
}: BusinessPeriod): Promise<{ money: DayMoney; byStaff: StaffTally[] }> {
  const { rows } = await db.execute<{ money: KeptSums }>(sql`
    with kept as materialized (
      select p.amount, p.tip_amount, p.method, p.created_at, p.recorded_by_staff_id, f.service_charges,
             f.exact_discounts, f.campaigns, f.staff_discounts, f.vat, f.products
      from payments p
      join payment_figures f on f.payment_id = p.id and f.version = ${PAYMENT_FIGURES_VERSION}
      where p.business_id = ${businessId} and p.created_at >= ${start} and p.created_at < ${end}
    )
    select json_build_object(
      'payments', (select count(*) from kept),
      'gross', (select coalesce(sum(amount), 0) from kept),
      'tips', (select coalesce(sum(tip_amount), 0) from kept),
      'serviceCharges', (select coalesce(sum(service_charges), 0) from kept),
      'exactDiscounts', (select coalesce(sum(exact_discounts), 0) from kept),
      'campaigns', (select coalesce(sum(campaigns), 0) from kept),
      'staffDiscounts', (select coalesce(sum(staff_discounts), 0) from kept),
      'byMethod', (select coalesce(json_agg(m), '[]') from (
        select method, sum(amount) as amount, sum(tip_amount) as tips, count(*) as count
        from kept group by method) m),
      'byStaff', (select coalesce(json_agg(t), '[]') from (
        select s.id as "staffId", s.name, count(*) as payments, sum(kept.amount) as amount,
               sum(kept.tip_amount) as tips
        from kept left join staff_accounts s on s.id = kept.recorded_by_staff_id
        group by s.id, s.name) t),
      'byHour', (select coalesce(json_agg(h), '[]') from (
        select extract(hour from created_at at time zone ${BUSINESS_TIME_ZONE})::int as hour,
               sum(amount) as gross
        from kept group by 1) h),
      'vat', (select coalesce(json_agg(v), '[]') from (
        select (r->>'rate')::numeric as rate, sum((r->>'net')::bigint) as net,
               sum((r->>'amount')::bigint) as amount
        from kept, jsonb_array_elements(kept.vat) r group by 1) v),
      'products', (select coalesce(json_agg(x), '[]') from (
        select r->>'productId' as "productId", r->>'name' as name,
               sum((r->>'units')::int) as units, sum((r->>'amount')::bigint) as amount
        from kept, jsonb_array_elements(kept.products) r group by 1, 2) x)
    ) as money`);
  const { byHour, byStaff, ...money } = rows[0]!.money;
  const grossByHour = Array.from({ length: 24 }, () => 0);
  for (const { hour, gross } of byHour) grossByHour[hour] = gross;
  return {
    money: { ...money, refunds: { count: 0, amount: 0, tips: 0, byMethod: [] }, grossByHour },
    byStaff,
  };
}
