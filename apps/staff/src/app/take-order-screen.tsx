import { useNavigate, useParams } from 'react-router';
import { useFloor } from '../features/floor/api/floor.ts';
import { TableOrderActions } from '../features/take-order/components/table-order-actions.tsx';
import { TakeOrderPage } from '../features/take-order/components/take-order-page.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import type { Session } from '../lib/session.ts';

/**
 * /staff/floor/:tableId/order (issue 31 §3): the floor's table, taken an order for. Sent or
 * left, it goes back to the table's panel in place of itself, so Back there leaves the table.
 */
export function TakeOrderScreen({ session }: { session: Session }) {
  const { t } = useI18n();
  const tableId = useParams().tableId ?? '';
  const navigate = useNavigate();
  const floor = useFloor(true);
  const table = floor.data?.find((each) => each.id === tableId);
  if (floor.error) {
    return (
      <p role="alert" className="form-error">
        {floor.error.message}
      </p>
    );
  }
  if (!floor.data) return <p role="status">{t('floor.loading')}</p>;
  if (!table) {
    return (
      <p role="alert" className="form-error">
        {t('floor.tableNotFound')}
      </p>
    );
  }
  return (
    <TakeOrderPage
      table={table}
      businessId={session.staff.businessId}
      onBack={() => void navigate(`/floor/${table.id}`, { replace: true })}
    />
  );
}

/** What the floor's table panel offers a role that takes orders (features/take-order). */
export const tableOrderActions =
  (session: Session) => (table: { id: string; openOrders: { id: string }[] }) => (
    <TableOrderActions table={table} businessId={session.staff.businessId} />
  );
