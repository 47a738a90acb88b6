import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { useId } from 'react';
import { texts } from '../../../i18n/texts.ts';

const t = texts('bill');

/**
 * The service charges still due (the kuver), each taken whole into this split or not (issue
 * 20; a payment pays whole charges, ADR 027). One another diner's pending split asked for is
 * shown, not offered.
 */
export function SplitChargeChoice(props: {
  charges: BillResponse['charges'];
  chosen: readonly string[];
  disabled: boolean;
  onChange: (chosen: string[]) => void;
}) {
  const titleId = useId();
  return (
    <section className="card split-charges" role="group" aria-labelledby={titleId}>
      <h2 id={titleId} className="bill-ask__title">
        {t('bill.splitPage.chargesLabel')}
      </h2>
      {props.charges.map((charge) => (
        <label key={charge.id} className="split-charges__choice">
          <input
            type="checkbox"
            checked={props.chosen.includes(charge.id)}
            disabled={props.disabled || !charge.available}
            onChange={(event) =>
              props.onChange(
                event.currentTarget.checked
                  ? [...props.chosen, charge.id]
                  : props.chosen.filter((id) => id !== charge.id),
              )
            }
          />
          <span>
            {t('bill.splitPage.chargeChoice', {
              name: charge.name,
              amount: formatTry(charge.amount),
            })}
            {!charge.available && (
              <span className="split-charges__held"> · {t('bill.splitPage.chargeHeld')}</span>
            )}
          </span>
        </label>
      ))}
    </section>
  );
}
