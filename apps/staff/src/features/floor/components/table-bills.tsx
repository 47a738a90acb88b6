import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { billGroups } from '../bill-groups.ts';

/**
 * The table panel's open orders, under their bill once the table has a second one ("Hesap 1",
 * "Hesap 2", ADR 078); a table with only its first bill shows the plain list it always was.
 */
export function TableBills<T extends { id: string; billLabel: string | null }>({
  tableId,
  orders,
  renderOrder,
}: {
  tableId: string;
  orders: T[];
  renderOrder: (order: T) => ReactNode;
}) {
  const { t } = useI18n();
  const groups = billGroups(orders);
  // Once a second bill is opened every bill keeps its name, even when only one is left open.
  if (groups.every((group) => group.number === 1)) {
    return <ul className="table-orders">{orders.map(renderOrder)}</ul>;
  }
  return groups.map((group) => {
    const headingId = `table-bill-${tableId}-${group.number}`;
    return (
      <section key={group.number} className="table-bill" aria-labelledby={headingId}>
        <h3 id={headingId}>{t('tableBills.name', { n: group.number })}</h3>
        <ul className="table-orders">{group.orders.map(renderOrder)}</ul>
      </section>
    );
  });
}
