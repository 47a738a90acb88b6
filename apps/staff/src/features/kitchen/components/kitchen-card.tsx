import { lineChoicesOf } from '@masa/core/orders/line-choices';
import type { OrderItemResponse } from '@masa/core/orders/order-response.schemas';
import { AllergyNote } from '../../../lib/orders/components/allergy-note.tsx';
import { CourseMark } from '../../../lib/orders/components/course-mark.tsx';
import { LineChoices } from '../../../lib/orders/components/line-choices.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useAgeThresholds } from '../../../lib/orders/board-thresholds.ts';
import { orderAge } from '../../../lib/orders/board-columns.ts';
import { workSince } from '../../../lib/orders/held-courses.ts';
import type { KitchenCard } from '../kitchen-cards.ts';

/**
 * One card of work on the kitchen display, numbered for the bump bar: tapping a line marks it
 * ready, the big button the whole card. A fired course ages from its firing (issue 31 §4).
 */
export function WorkCard({
  card,
  number,
  now,
  busy,
  onBump,
}: {
  card: KitchenCard;
  number: number;
  now: number;
  busy: boolean;
  onBump: (lines: OrderItemResponse[]) => void;
}) {
  const { t } = useI18n();
  const age = orderAge(workSince(card.order), now, useAgeThresholds());
  const title = `${number}. ${card.order.table.name} · ${t('board.order', { n: card.order.orderNumber })}`;
  return (
    <li className={`kitchen-card age-${age.level}`}>
      <article aria-label={title}>
        <header className="kitchen-card-head">
          <h2>{title}</h2>
          <span>{t('board.age', { minutes: age.minutes })}</span>
        </header>
        {card.order.status === 'pending' && (
          <p className="kitchen-pending">{t('kitchen.notAccepted')}</p>
        )}
        <CourseMark order={card.order} />
        <AllergyNote allergens={card.order.avoidedAllergens} />
        <ul className="kitchen-lines">
          {card.lines.map((line) => (
            <li key={line.id}>
              <button
                type="button"
                className="kitchen-line"
                disabled={busy}
                aria-label={t('board.lineDone', { name: line.name })}
                onClick={() => onBump([line])}
              >
                <KitchenLineText line={line} />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="primary kitchen-bump"
          disabled={busy}
          onClick={() => onBump(card.lines)}
        >
          {t('kitchen.bump', { n: number })}
        </button>
      </article>
    </li>
  );
}

/**
 * A held course (issue 31 §4): dimmed, after the work, without a number or a button, so the
 * kitchen sees what is coming and cannot start it before the waiter fires it.
 */
export function HeldCard({ card }: { card: KitchenCard }) {
  const { t } = useI18n();
  const title = `${card.order.table.name} · ${t('board.order', { n: card.order.orderNumber })}`;
  return (
    <li className="kitchen-card kitchen-card-held">
      <article aria-label={title}>
        <header className="kitchen-card-head">
          <h2>{title}</h2>
        </header>
        <CourseMark order={card.order} />
        <AllergyNote allergens={card.order.avoidedAllergens} />
        <ul className="kitchen-lines">
          {card.lines.map((line) => (
            <li key={line.id} className="kitchen-line">
              <KitchenLineText line={line} />
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}

function KitchenLineText({ line }: { line: OrderItemResponse }) {
  const { t } = useI18n();
  return (
    <>
      <span>
        <span className="kitchen-qty">{line.quantity} ×</span> {line.name}
        {line.seat != null && (
          <small className="line-seat"> · {t('courses.seat', { n: line.seat })}</small>
        )}
        <LineChoices choices={lineChoicesOf(line)} />
      </span>
      {line.notes && <span className="kitchen-note">{line.notes}</span>}
    </>
  );
}
