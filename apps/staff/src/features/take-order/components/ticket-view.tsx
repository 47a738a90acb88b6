import { formatTry } from '@masa/core/money/format-try';
import { lineChoicesOf } from '@masa/core/orders/line-choices';
import { LineChoices } from '../../../lib/orders/components/line-choices.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import { byCourse, type TicketLine } from '../ticket.ts';

/** The running ticket, by course in the order of service, each line with − and +. */
export function TicketView({
  lines,
  onChange,
}: {
  lines: TicketLine[];
  onChange: (key: string, by: number) => void;
}) {
  const { t } = useI18n();
  if (lines.length === 0) return <p className="empty">{t('takeOrder.emptyTicket')}</p>;
  return (
    <div className="ticket">
      {byCourse(lines).map(({ course, lines: served }) => (
        <section key={course} aria-label={t(`takeOrder.courses.${course}`)}>
          <h3>{t(`takeOrder.courses.${course}`)}</h3>
          <ul>
            {served.map((line) => (
              <li key={line.key} className="ticket-line">
                <div>
                  <strong>{line.name}</strong>
                  <LineChoices
                    choices={lineChoicesOf({
                      selectedOptions: line.options,
                      selectedAdditions: line.extras.map((name) => ({ name })),
                    })}
                  />
                  {line.notes && <p className="request-meta">{line.notes}</p>}
                  {line.seat !== null && (
                    <p className="request-meta">{t('takeOrder.seatOf', { n: line.seat })}</p>
                  )}
                </div>
                <div className="ticket-quantity">
                  <button
                    type="button"
                    aria-label={t('takeOrder.less', { dish: line.name })}
                    onClick={() => onChange(line.key, -1)}
                  >
                    −
                  </button>
                  <span>{line.quantity}</span>
                  <button
                    type="button"
                    aria-label={t('takeOrder.more', { dish: line.name })}
                    onClick={() => onChange(line.key, 1)}
                  >
                    +
                  </button>
                </div>
                <span className="ticket-amount">{formatTry(line.unitPrice * line.quantity)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
