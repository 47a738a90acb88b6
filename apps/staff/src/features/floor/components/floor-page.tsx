import { formatTry } from '@masa/core/money/format-try';
import { staffMay } from '@masa/core/staff/staff-permissions';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AllergyNote } from '../../../lib/orders/components/allergy-note.tsx';
import { orderStatusLabel } from '../../../i18n/core-texts.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useSession } from '../../../lib/use-session.ts';
import type { FloorTable } from '@masa/core/staff/floor.schemas';
import { useClearTable, useFloor } from '../api/floor.ts';
import { useOpenRequests } from '../../../lib/requests/requests.ts';
import {
  BillCard,
  MessageCard,
  WaiterCallCard,
} from '../../../lib/requests/components/request-cards.tsx';
import { SplitCard } from '../../../lib/bill/components/split-card.tsx';
import { useOrderAllergyNote, useOrderBill, useOrderCourse } from '../api/order-bill.ts';
import { CourseMark } from '../../../lib/orders/components/course-mark.tsx';
import { WaitingReceipts } from '../../../lib/bill/components/waiting-receipts.tsx';
import { useWaitingReceipts } from '../../../lib/bill/fiscal-requests.ts';
import { HeldCourses } from './held-courses.tsx';
import { BillSummary } from './bill-summary.tsx';
import { DiscountButton } from './discount-form.tsx';
import { LineCorrections } from './line-corrections.tsx';
import { PaymentForm, type OfferedBill } from './payment-form.tsx';
import { MergeTables } from './move-merge-tables.tsx';
import { MoveLines } from './move-lines.tsx';
import { SeparateBill } from './move-separate-bill.tsx';
import { MoveTable } from './move-table.tsx';
import { PartySize } from './party-size.tsx';
import { TableBills } from './table-bills.tsx';
import { PrebillButton } from './prebill-button.tsx';
import { TableNumberField } from './table-number-field.tsx';
import { TableTile } from './table-tile.tsx';
import { WalkoutForm } from './walkout-form.tsx';
import { WalkoutOpenAccount } from './walkout-open-account.tsx';

/**
 * The floor (issue 16 §5): a grid of the business's tables, each with its state, what is open
 * on it, since when, and waiter calls; opening one shows its open orders and clears it for the
 * next guests once everything is paid. The open table is in the URL, /staff/floor/:tableId, and so
 * is its payment form, …/payment/:orderId (issue 31 §1): reload keeps them, Back closes them.
 */
export function FloorPage({ tableActions }: { tableActions?: TableActions }) {
  const { t } = useI18n();
  const floor = useFloor(true);
  const now = useNow();
  const navigate = useNavigate();
  const openId = useParams().tableId ?? null;
  const open = floor.data?.find((table) => table.id === openId) ?? null;
  const role = useSession()?.staff.role;
  const receipts = useWaitingReceipts(
    undefined,
    role !== undefined && staffMay(role, 'takePayments'),
  );
  const receiptsAt = (tableId: string) =>
    receipts.data?.filter((request) => request.tableId === tableId).length ?? 0;

  return (
    <main className="floor" aria-labelledby="floor-title">
      <h1 id="floor-title" className="visually-hidden">
        {t('floor.title')}
      </h1>
      {floor.isPending && <p role="status">{t('floor.loading')}</p>}
      {floor.error && (
        <p role="alert" className="form-error">
          {floor.error.message}
        </p>
      )}
      {floor.data && (
        <TableNumberField
          tables={floor.data}
          onOpen={(table) =>
            void navigate(tableActions ? `/floor/${table.id}/order` : `/floor/${table.id}`)
          }
        />
      )}
      <ul className="floor-grid" aria-label={t('floor.title')}>
        {(floor.data ?? []).map((table) => (
          <li key={table.id}>
            <TableTile
              table={table}
              now={now}
              expanded={table.id === openId}
              receipts={receiptsAt(table.id)}
              onToggle={() => void navigate(table.id === openId ? '/floor' : `/floor/${table.id}`)}
            />
          </li>
        ))}
      </ul>
      {openId && floor.data && !open && (
        <p role="alert" className="form-error">
          {t('floor.tableNotFound')}
        </p>
      )}
      {open && (
        <TablePanel
          table={open}
          tables={floor.data ?? []}
          actions={tableActions}
          onClose={() => void navigate('/floor')}
        />
      )}
    </main>
  );
}

/** What another feature offers on a table's panel (taking its order), composed by app/. */
type TableActions = (table: FloorTable) => ReactNode;

function TablePanel({
  table,
  tables,
  actions,
  onClose,
}: {
  table: FloorTable;
  tables: FloorTable[];
  actions: TableActions | undefined;
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const clear = useClearTable();
  const role = useSession()?.staff.role;
  const canTakePayments = role !== undefined && staffMay(role, 'takePayments');
  const paying = useParams().orderId ?? null;
  const navigate = useNavigate();
  const panel = `/floor/${table.id}`;
  const { bills } = useOpenRequests(true);
  const offered = (orderId: string) => bills.data?.find((bill) => bill.orderId === orderId);
  const headingId = `table-panel-${table.id}`;
  // The panel opens below the tables: on a phone it would be out of sight, so the tap that opens
  // a table (or the link to it) brings its panel up (issue 31 §2).
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // In braces: Chromium's scrollIntoView returns a promise, which React would call as cleanup.
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [table.id]);
  return (
    <section className="table-panel" aria-labelledby={headingId} ref={ref}>
      <header className="table-panel-head">
        <h2 id={headingId}>
          {table.name} · {t(`floor.states.${table.state}`)}
        </h2>
        <button type="button" onClick={onClose}>
          {t('board.close')}
        </button>
      </header>
      <p>{t('floor.seats', { n: table.seats })}</p>
      {actions?.(table)}
      {table.openOrders.length === 0 ? (
        <p className="empty">{t('floor.noOpenOrders')}</p>
      ) : (
        <TableBills
          tableId={table.id}
          orders={table.openOrders}
          renderOrder={(order) => (
            <li key={order.id}>
              {t('board.order', { n: order.orderNumber })} ·{' '}
              {orderStatusLabel(language, order.status) ?? order.status} ·{' '}
              {t('floor.left', { amount: formatTry(order.left) })}
              <OrderBill
                order={order}
                paying={paying === order.id}
                canTakePayments={canTakePayments}
                offered={offered(order.id)}
                onPay={() => void navigate(`${panel}/payment/${order.id}`)}
                onDone={() => void navigate(panel, { replace: true })}
              />
              {canTakePayments && <MoveLines orderId={order.id} table={table} tables={tables} />}
              {canTakePayments && (
                <SeparateBill
                  orderId={order.id}
                  tableId={table.id}
                  billLabel={order.billLabel}
                  tableBills={table.openOrders.map((each) => each.billLabel)}
                />
              )}
            </li>
          )}
        />
      )}
      <HeldCourses tableId={table.id} />
      {canTakePayments && <WaitingReceipts tableId={table.id} />}
      {canTakePayments && table.openOrders.length > 0 && <PrebillButton tableId={table.id} />}
      {canTakePayments && table.openOrders[0] && <PartySize orderId={table.openOrders[0].id} />}
      {canTakePayments && table.openOrders.length > 0 && <WalkoutForm table={table} />}
      {canTakePayments && table.openOrders.length > 0 && <WalkoutOpenAccount table={table} />}
      <TableRequests table={table} />
      {canTakePayments && table.state !== 'free' && (
        <div className="move-actions">
          <MoveTable table={table} tables={tables} />
          <MergeTables table={table} tables={tables} />
        </div>
      )}
      <button
        type="button"
        className="primary"
        disabled={clear.isPending || table.openOrders.length > 0 || table.state === 'free'}
        onClick={() => clear.mutate(table.id)}
      >
        {t('floor.clear')}
      </button>
      {table.openOrders.length > 0 && (
        <p className="request-meta">{t('floor.clearAfterPayment')}</p>
      )}
      {clear.error && (
        <p role="alert" className="form-error">
          {clear.error.message}
        </p>
      )}
    </section>
  );
}

/** One open order's bill (ADR 027) and, for those who take payments, the payment form. */
function OrderBill({
  order,
  paying,
  canTakePayments,
  offered,
  onPay,
  onDone,
}: {
  order: FloorTable['openOrders'][number];
  paying: boolean;
  canTakePayments: boolean;
  offered: OfferedBill | undefined;
  onPay: () => void;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const bill = useOrderBill(order.id);
  const note = useOrderAllergyNote(order.id);
  const course = useOrderCourse(order.id);
  if (bill.error) {
    return (
      <p role="alert" className="form-error">
        {bill.error.message}
      </p>
    );
  }
  if (!bill.data) return <p role="status">{t('bill.loading')}</p>;
  return (
    <>
      {course.data && <CourseMark order={course.data} />}
      <AllergyNote allergens={note.data ?? []} />
      {course.data && course.data.seats.length > 0 && (
        <ul className="seat-lines" aria-label={t('courses.seats')}>
          {course.data.seats.map((line) => (
            <li key={line.id}>
              {t('courses.seat', { n: line.seat })}:{' '}
              {t('bill.line', { quantity: line.quantity, name: line.name })}
            </li>
          ))}
        </ul>
      )}
      <BillSummary bill={bill.data} orderId={order.id} />
      {canTakePayments && !paying && bill.data.left > 0 && (
        <DiscountButton orderNumber={order.orderNumber} orderId={order.id} bill={bill.data} />
      )}
      {canTakePayments && !paying && <LineCorrections orderId={order.id} bill={bill.data} />}
      {paying ? (
        <PaymentForm order={order} bill={bill.data} offered={offered} onDone={onDone} />
      ) : (
        // Paid before it was served, it stays here until delivered (ADR 054): nothing to take.
        canTakePayments &&
        !bill.data.settled && (
          <button type="button" onClick={onPay}>
            {t('payment.open')}
          </button>
        )
      )}
    </>
  );
}

/**
 * What the table's diners asked for and nobody has finished yet, answered here as in the inbox:
 * waiter calls, messages, bill and split requests (the inbox's queries, already live).
 */
function TableRequests({ table }: { table: FloorTable }) {
  const { t } = useI18n();
  const { folded, splits } = useOpenRequests(true);
  const orderIds = new Set(table.openOrders.map((order) => order.id));
  const own = {
    calls: folded.calls.filter((group) => group.latest.tableId === table.id),
    messages: folded.messages.filter((group) => group.latest.tableId === table.id),
    bills: folded.bills.filter((group) => group.latest.tableId === table.id),
    splits: (splits.data ?? []).filter((split) => orderIds.has(split.orderId)),
  };
  const count = own.calls.length + own.messages.length + own.bills.length + own.splits.length;
  if (count === 0) return <p className="empty">{t('floor.noRequests')}</p>;
  return (
    <div className="table-requests" aria-label={t('floor.requests', { n: count })} role="group">
      {own.calls.map((group) => (
        <WaiterCallCard key={group.key} calls={group} />
      ))}
      {own.messages.map((group) => (
        <MessageCard key={group.key} messages={group} />
      ))}
      {own.bills.map((group) => (
        <BillCard key={group.key} bills={group} />
      ))}
      {own.splits.map((split) => (
        <SplitCard key={split.id} split={split} />
      ))}
    </div>
  );
}
