import { sql, type SQL } from 'drizzle-orm';

/**
 * The payments that are a diner's own (ADR 058), as a subquery of `order_id`, `amount` and
 * `tip_amount`: a payment is hers when it paid a request she made (her split or her bill
 * request), or when the staff took it at the tablet for no request on her own order while she
 * sat alone (no other phone in the order's sitting) and it paid no share of a shared dish
 * (ADR 048: a share is always someone else's part). A payment the staff took at a shared
 * table for no request is in the table's total only: nobody's phone can claim it. Payments of
 * cancelled or refunded orders are left out.
 */
export function dinerPayments(userId: string): SQL {
  return sql`
    select p.order_id, p.amount, p.tip_amount
      from payments p
      join orders o on o.id = p.order_id
      left join split_bill_requests s on s.id = p.split_bill_request_id
      left join bill_requests b on b.id = p.bill_request_id
     where not o.is_cancelled
       and o.status not in ('cancelled', 'refunded')
       and (
         coalesce(s.user_id, b.user_id) = ${userId}
         or (p.split_bill_request_id is null
             and p.bill_request_id is null
             and o.user_id = ${userId}
             and not exists (select 1 from payment_shares ps where ps.payment_id = p.id)
             and not exists (select 1 from table_session_diners d
                              where d.table_session_id = o.table_session_id
                                and d.user_id is distinct from ${userId}))
       )`;
}
