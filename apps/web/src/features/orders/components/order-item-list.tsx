import { statusLabel } from '../../../lib/status-label.ts';
import { parseItemNotes } from '@masa/core/orders/parse-item-notes';
import { lineChoicesOf } from '@masa/core/orders/line-choices';
import { amountAtMenuPrices } from '@masa/core/bill/menu-prices';
import { LineAmount } from '../../../lib/bill/components/line-amount.tsx';
import { LineChoices } from '../../../lib/bill/components/line-choices.tsx';
import { texts } from '../../../i18n/texts.ts';
import type { OrderItem } from '../../../lib/orders/order-types.ts';
import { itemNameOf, itemPaymentOf } from '../utils/order-view.ts';

const t = texts('orders');

/**
 * An item's notes by prefix (001 §3): removals, extras, service-charge lines, special notes.
 * The notes' 'Ekstra:' lines are the Turkish names the kitchen reads; a line that carries its
 * extras (`selectedAdditions`) names them already, in the page's language (ADR 061).
 */
function ItemNotes({ notes, extrasShown }: { notes: string | null; extrasShown: boolean }) {
  const parsed = parseItemNotes(notes);
  if (extrasShown) parsed.extras = [];
  const groups = [
    { key: 'removals', label: t('orders.card.removals'), lines: parsed.removals },
    { key: 'extras', label: t('orders.card.extras'), lines: parsed.extras },
    { key: 'service', label: t('orders.card.serviceCharge'), lines: parsed.serviceCharges },
    { key: 'notes', label: t('orders.card.note'), lines: parsed.specialNotes },
  ].filter((group) => group.lines.length > 0);
  if (groups.length === 0) return null;
  return (
    <ul className="order-item__notes">
      {groups.map((group) => (
        <li key={group.key} className={`order-item__note order-item__note--${group.key}`}>
          {group.label} {group.lines.join(', ')}
        </li>
      ))}
    </ul>
  );
}

function PaymentBadge({ item }: { item: OrderItem }) {
  const payment = itemPaymentOf(item);
  if (!payment) return null;
  return payment.kind === 'paid' ? (
    <span className="badge badge--paid">{t('orders.card.paid')}</span>
  ) : (
    <span className="badge badge--partial">
      {t('orders.card.partlyPaid', { paid: payment.paid, quantity: payment.quantity })}
    </span>
  );
}

/**
 * An order's items, scrolling past 200 px (001 §9), each with status and payment badges and
 * its amount at the menu's prices (the campaign is a row of the figures); a free line (the kuver's bread) says it is free, with no price.
 * A line the waiter entered says so (issue 31 §6).
 */
export function OrderItemList({
  items,
  campaignOf,
  labelId,
  chargeName,
}: {
  items: OrderItem[];
  /** The order campaign's share of an item's charged units: added back, as on the menu. */
  campaignOf: (itemId: string) => number;
  labelId: string;
  /** The service charge free units are included in, when the order has one (the kuver). */
  chargeName: string | null;
}) {
  return (
    <div className="order-items" role="region" aria-labelledby={labelId} tabIndex={0}>
      <ul className="order-items__list">
        {items.map((item) => (
          <li key={item.id} className="order-item">
            <div className="order-item__row">
              <span className="order-item__name">
                {t('orders.card.quantity', { name: itemNameOf(item), quantity: item.quantity })}
                <LineChoices choices={lineChoicesOf(item)} />
              </span>
              <LineAmount
                line={{
                  amount: amountAtMenuPrices({
                    amount: item.lineTotal,
                    campaignDiscount: campaignOf(item.id),
                  }),
                  chargedQuantity: Math.max(0, item.quantity - item.freeQuantity),
                  freeQuantity: item.freeQuantity,
                  ikram: item.ikram,
                }}
                chargeName={chargeName}
              />
            </div>
            <div className="order-item__badges">
              <span className={`badge badge--status badge--${item.status}`}>
                {statusLabel(item.status)}
              </span>
              <PaymentBadge item={item} />
              {item.placedByStaff && (
                <span className="badge badge--staff">{t('orders.card.addedByStaff')}</span>
              )}
            </div>
            <ItemNotes notes={item.notes} extrasShown={item.selectedAdditions.length > 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
