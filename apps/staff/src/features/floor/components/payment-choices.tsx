import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { MAX_SHARES, MIN_SHARES } from '@masa/core/bill/shares';
import { formatTry } from '@masa/core/money/format-try';
import { LineChoices } from '../../../lib/orders/components/line-choices.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';

type Line = BillResponse['lines'][number];
type Setter<T> = (update: (current: T) => T) => void;
const COUNTS = Array.from({ length: MAX_SHARES - MIN_SHARES + 1 }, (_, i) => MIN_SHARES + i);

/**
 * What a chosen payment pays (ADR 027, 048): units of each line due, one share of a shared
 * line ("3 kişiye bölündü · 1/3 pay ödendi" with a "1 Pay" toggle), or a line nobody has
 * claimed shared among N (its share 1), and the service charges due. `wanted` is line id →
 * diners the share is of; the form prices it all with core priceSelection.
 */
export function PaymentChoices({
  bill,
  units,
  setUnits,
  wanted,
  setWanted,
  charges,
  setCharges,
  picked,
}: {
  bill: BillResponse;
  units: Record<string, number>;
  setUnits: Setter<Record<string, number>>;
  wanted: Record<string, number>;
  setWanted: Setter<Record<string, number>>;
  charges: string[];
  setCharges: Setter<string[]>;
  /** The share each wanted line would be paid with, as priced (line id → its index). */
  picked: Readonly<Record<string, number>>;
}) {
  const { t } = useI18n();
  const want = (line: Line, count: number | null) =>
    setWanted((current) => {
      const { [line.id]: _dropped, ...rest } = current;
      return count === null ? rest : { ...rest, [line.id]: count };
    });
  const shared = bill.lines.filter((l) => l.shareCount > 0 && l.shares.some((s) => !s.paid));
  const dueLines = bill.lines.filter((line) => line.dueQuantity > 0);
  const openCharges = bill.charges.filter((charge) => charge.due);
  const pickedText = (line: Line) =>
    picked[line.id] === undefined
      ? null
      : t('payment.shareOf', { index: picked[line.id]!, count: wanted[line.id]!, name: line.name });
  return (
    <ul className="payment-choices">
      {shared.map((line) => {
        const paid = line.shares.filter((s) => s.paid).length;
        const free = line.shares.some((s) => s.available);
        const on = wanted[line.id] !== undefined;
        return (
          <li key={line.id} className="payment-share">
            <span>
              {line.name}
              <LineChoices choices={line} />
              <small className="share-status">
                {' '}
                · {t('payment.sharedStatus', { count: line.shareCount, paid })}
              </small>
            </span>
            {free ? (
              <button
                type="button"
                aria-pressed={on}
                aria-label={t('payment.takeShareOf', { name: line.name })}
                onClick={() => want(line, on ? null : line.shareCount)}
              >
                {t('payment.takeShare')}
              </button>
            ) : (
              <small>{t('payment.noShareLeft')}</small>
            )}
            {on && <small className="share-picked">{pickedText(line)}</small>}
          </li>
        );
      })}
      {dueLines.map((line) => {
        const shareable = line.availableQuantity === line.chargedQuantity;
        const splitting = wanted[line.id] !== undefined;
        return (
          <li key={line.id}>
            <label>
              <span>
                {t('bill.line', { quantity: line.dueQuantity, name: line.name })}
                <LineChoices choices={line} />
              </span>
              <input
                type="number"
                min={0}
                max={line.dueQuantity}
                value={splitting ? 0 : (units[line.id] ?? 0)}
                disabled={splitting}
                aria-label={t('payment.units', { name: line.name })}
                onChange={(event) => {
                  const value = Math.floor(Number(event.currentTarget.value) || 0);
                  const next = Math.min(line.dueQuantity, Math.max(0, value));
                  setUnits((current) => ({ ...current, [line.id]: next }));
                }}
              />
            </label>
            {shareable && (
              <label className="payment-split">
                <select
                  aria-label={t('payment.splitAmong', { name: line.name })}
                  value={wanted[line.id] ?? ''}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    want(line, value === '' ? null : Number(value));
                    if (value !== '') setUnits((current) => ({ ...current, [line.id]: 0 }));
                  }}
                >
                  <option value="">{t('payment.noSplit')}</option>
                  {COUNTS.map((n) => (
                    <option key={n} value={n}>
                      {t('payment.splitInto', { n })}
                    </option>
                  ))}
                </select>
                {splitting && <small className="share-picked">{pickedText(line)}</small>}
              </label>
            )}
          </li>
        );
      })}
      {openCharges.map((charge) => (
        <li key={charge.id}>
          <label>
            <input
              type="checkbox"
              checked={charges.includes(charge.id)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setCharges((current) =>
                  on ? [...current, charge.id] : current.filter((id) => id !== charge.id),
                );
              }}
            />
            <span>
              {charge.name} ({formatTry(charge.amount)})
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
