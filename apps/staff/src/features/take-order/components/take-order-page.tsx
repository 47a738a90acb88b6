import { formatTry } from '@masa/core/money/format-try';
import type { ProductResponse } from '@masa/core/menu/menu.schemas';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useTakeOrderMenu } from '../api/take-order-menu.ts';
import { defaultCourse } from '../courses.ts';
import { useSendTicket } from '../hooks/use-send-ticket.ts';
import { useTicket } from '../hooks/use-ticket.ts';
import { ticketTotal } from '../ticket.ts';
import { BillChips } from './bill-chips.tsx';
import { DishSheet } from './dish-sheet.tsx';
import { MenuPicker } from './menu-picker.tsx';
import { PartyChips } from './party-chips.tsx';
import { TicketView } from './ticket-view.tsx';
import '../take-order.css';
import { FormError } from '../../../components/form-error.tsx';

export type OrderTable = {
  id: string;
  name: string;
  seats: number;
  seatedSince: string | null;
  openOrders: { billLabel: string | null }[];
};

/**
 * The order terminal at one table (issue 31 §3): the menu, the running ticket by course, the
 * party of a new sitting, the bill when the table has several (ADR 078), and "Gönder". A refusal shows the server's words and keeps the ticket;
 * a sent ticket goes back to the table's panel with a toast.
 */
export function TakeOrderPage({
  table,
  businessId,
  onBack,
}: {
  table: OrderTable;
  businessId: string;
  onBack: () => void;
}) {
  const { t } = useI18n();
  const menu = useTakeOrderMenu(businessId);
  const ticket = useTicket(table.id);
  const [party, setParty] = useState<number | null>(null);
  const [bill, setBill] = useState<string | null>(null);
  const [open, setOpen] = useState<ProductResponse | null>(null);
  const sending = useSendTicket(table.id, () => {
    ticket.clear();
    showToast(t('takeOrder.sent', { table: table.name }));
    onBack();
  });
  const courseOf = (product: ProductResponse) =>
    defaultCourse(menu.data?.categories.find((category) => category.id === product.categoryId));
  const count = ticket.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <main className="take-order" aria-labelledby="take-order-title">
      <header className="take-order-head">
        <button type="button" onClick={onBack}>
          ← {t('takeOrder.back')}
        </button>
        <h1 id="take-order-title">{t('takeOrder.title', { table: table.name })}</h1>
      </header>
      <div className="take-order-menu">
        {table.seatedSince === null && (
          <PartyChips seats={table.seats} value={party} onChange={setParty} />
        )}
        <BillChips
          labels={table.openOrders.map((order) => order.billLabel)}
          value={bill}
          onChange={setBill}
        />
        {menu.isPending && <p role="status">{t('takeOrder.loading')}</p>}
        <FormError error={menu.error} />
        {menu.data && (
          <MenuPicker
            categories={menu.data.categories}
            products={menu.data.products}
            onQuickAdd={(product) =>
              ticket.add(product, {
                options: {},
                extras: [],
                notes: '',
                seat: null,
                course: courseOf(product),
              })
            }
            onOpen={setOpen}
          />
        )}
      </div>
      <section className="take-order-ticket" aria-label={t('takeOrder.ticket')}>
        <h2>{t('takeOrder.ticket')}</h2>
        <fieldset className="take-order-lock" disabled={sending.unsure}>
          <TicketView lines={ticket.lines} onChange={ticket.change} />
        </fieldset>
        <FormError error={sending.error} />
        {sending.unsure && <p className="request-meta">{t('takeOrder.unsure')}</p>}
        <div className="take-order-send">
          <span>
            {t('takeOrder.count', { n: count })} ·{' '}
            {t('takeOrder.total', { amount: formatTry(ticketTotal(ticket.lines)) })}
          </span>
          <button
            type="button"
            className="primary"
            disabled={count === 0 || sending.pending}
            onClick={() =>
              sending.send(ticket.lines, table.seatedSince === null ? party : null, bill)
            }
          >
            {sending.pending ? t('takeOrder.sending') : t('takeOrder.send')}
          </button>
        </div>
      </section>
      {open && (
        <DishSheet
          product={open}
          course={courseOf(open)}
          onClose={() => setOpen(null)}
          onAdd={(choice) => {
            ticket.add(open, choice);
            setOpen(null);
          }}
        />
      )}
    </main>
  );
}
