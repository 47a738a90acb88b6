import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { texts } from '../../../i18n/texts.ts';
import { storage } from '../../storage.ts';
import { readStoredSitting, sittingSnapshot, subscribeSitting } from '../../table-sitting-store.ts';
import { ReceiptIcon } from '../../../components/ui/icons.tsx';
import './table-orders-link.css';

const t = texts('nav');

/** The table this phone sits at (ADR 042): its joined sitting, or a code just scanned. */
function currentTable(): { businessId: string; tableId: string } | null {
  const sitting = readStoredSitting();
  if (sitting) return sitting;
  const businessId = storage.getBusinessId();
  const tableId = storage.getTableId();
  return businessId && tableId && storage.getTableToken() ? { businessId, tableId } : null;
}

/**
 * One tap from the menu, the cart and the orders tab to the table's orders, where every diner
 * of the sitting, whoever placed the order and signed in or not, splits the bill and picks her
 * own items (issue 29 §3, ADR 055). Nothing without a table. On the menu it sits in the header
 * bar (`inBar`), so the first screen still reaches the dishes (issue 20).
 */
export function TableOrdersLink({ inBar = false }: { inBar?: boolean }) {
  useSyncExternalStore(subscribeSitting, sittingSnapshot, sittingSnapshot);
  const table = currentTable();
  if (!table) return null;
  if (inBar)
    return (
      <Link
        to={`/table/${table.businessId}/${table.tableId}`}
        className="table-orders-link table-orders-link--bar"
      >
        <ReceiptIcon className="table-orders-link__icon" />
        <span>{t('nav.tableOrders')}</span>
      </Link>
    );
  return (
    <Link to={`/table/${table.businessId}/${table.tableId}`} className="table-orders-link">
      <ReceiptIcon className="table-orders-link__icon" />
      <span className="table-orders-link__text">
        <strong>{t('nav.tableOrders')}</strong>
        <small>{t('nav.tableOrdersHint')}</small>
      </span>
      <span aria-hidden="true">›</span>
    </Link>
  );
}
