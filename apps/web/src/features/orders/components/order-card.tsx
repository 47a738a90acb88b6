import { formatTry } from '@masa/core/money/format-try';
import { isOrderActive } from '@masa/core/orders/order-status';
import { orderHeadStatus } from '../../../lib/status-label.ts';
import { useId } from 'react';
import { Link } from 'react-router';
import { BillFigureRows } from '../../../lib/bill/components/bill-summary.tsx';
import { includingCharge } from '../../../lib/bill/bill-rows.ts';
import { texts } from '../../../i18n/texts.ts';
import type { Order } from '../../../lib/orders/order-types.ts';
import {
  businessNameOf,
  expectedTimeOf,
  formatOrderDate,
  orderNumberText,
  tableNameOf,
} from '../utils/order-view.ts';
import { orderCardId } from '../hooks/use-opened-order.ts';
import { EditWindowBlock } from './edit-window-block.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderItemList } from './order-item-list.tsx';

const t = texts('bill', 'orders');

type Props = {
  order: Order;
  /** Another diner's order of the table's sitting (ADR 042): shown, not acted on. */
  shared?: boolean;
  /** Opened by a link (home's active-order row): framed and focusable. */
  opened?: boolean;
};

/**
 * One order (001 §2 Orders screen): number, status, date, business, table, items with their
 * notes and payment badges, the bill's figures (subtotal, kuver, VAT, total, then what was
 * paid with its tips and what is left; ADR 027), the edit window and, while active, its actions.
 */
export function OrderCard({ order, shared = false, opened = false }: Props) {
  const titleId = useId();
  const itemsId = useId();
  const active = isOrderActive(order);
  const head = orderHeadStatus(order);
  const expected = active ? expectedTimeOf(order) : null;
  const campaign = order.discounts.find((discount) => discount.type === 'campaign');

  return (
    <article
      id={orderCardId(order.id)}
      className={opened ? 'card order-card order-card--opened' : 'card order-card'}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <header className="order-card__head">
        <h3 id={titleId} className="order-card__title">
          {t('orders.card.number', { number: orderNumberText(order) })}
        </h3>
        <span className={`badge badge--status badge--${head.status}`}>{head.label}</span>
      </header>
      <dl className="order-card__facts">
        <div>
          <dt>{t('orders.card.date')}</dt>
          <dd>{formatOrderDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('orders.card.business')}</dt>
          <dd>{businessNameOf(order)}</dd>
        </div>
        <div>
          <dt>{t('orders.card.table')}</dt>
          <dd>{tableNameOf(order)}</dd>
        </div>
        {/* What the diner told the business, shown back as the staff see it (issue 30). */}
        <div>
          <dt>{t('orders.card.persons')}</dt>
          <dd>{order.personCount}</dd>
        </div>
        {order.notes && (
          <div>
            <dt>{t('orders.card.orderNote')}</dt>
            <dd>{order.notes}</dd>
          </div>
        )}
        {campaign && (
          <div>
            <dt>{t('orders.card.campaign')}</dt>
            <dd>
              {t('orders.card.campaignValue', {
                code: campaign.code ?? campaign.description,
                amount: formatTry(campaign.amount),
              })}
            </dd>
          </div>
        )}
        {expected && (
          <div className="order-card__expected">
            <dt>{expected.label}</dt>
            <dd>{expected.value}</dd>
          </div>
        )}
      </dl>
      <h4 id={itemsId} className="order-card__subtitle">
        {t('orders.card.items')}
      </h4>
      <OrderItemList
        items={order.items}
        campaignOf={(id) => order.bill.lines.find((line) => line.id === id)?.campaignDiscount ?? 0}
        labelId={itemsId}
        chargeName={includingCharge(order.bill.charges)}
      />
      <div className="order-card__totals">
        {/* Her own orders say what she paid beside the table's figures (ADR 058). */}
        <BillFigureRows
          source={{
            ...order.bill,
            campaign: campaign?.code ? { code: campaign.code, amount: campaign.amount } : null,
          }}
          paidByYou={order.paidByYou}
        />
      </div>
      {active && !shared && <EditWindowBlock order={order} />}
      {active && !shared && <OrderActions order={order} />}
      {/* A diner of the sitting pays their share of a friend's order there (ADR 042, 043). */}
      {active && shared && (
        <Link to={`/split-bill/${order.id}`} className="button button--secondary">
          {t('bill.splitTitle')}
        </Link>
      )}
    </article>
  );
}
