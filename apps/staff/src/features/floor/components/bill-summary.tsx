import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { LineChoices } from '../../../lib/orders/components/line-choices.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import { DiscountRows } from './discount-rows.tsx';
import { PaymentRows } from './payment-rows.tsx';

/**
 * An order's bill as the server computed it (ADR 027), figure by figure: lines (a free unit
 * says so), staff discounts (ADR 074), service charges, VAT by rate ("(dahil)" when inside the prices), total, the
 * payments with their tips and refunds, and what is left. Nothing here is summed by the app.
 */
export function BillSummary({
  bill,
  orderId = null,
}: {
  bill: BillResponse;
  /** The order, where its discounts may be taken back (the table panel). */
  orderId?: string | null;
}) {
  const { t } = useI18n();
  const row = (label: string, value: number, testId?: string) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{formatTry(value)}</dd>
    </div>
  );
  return (
    <div className="bill-summary">
      <ul className="bill-lines" aria-label={t('bill.title')}>
        {bill.lines
          .filter((line) => !line.cancelled)
          .map((line) => (
            <li key={line.id}>
              <span>
                {t('bill.line', { quantity: line.quantity, name: line.name })}
                <LineChoices choices={line} />
                {line.freeQuantity > 0 && line.chargedQuantity > 0 && (
                  <small> · {t('bill.someFree', { n: line.freeQuantity })}</small>
                )}
                {line.shareCount > 0 && (
                  <small>
                    {' · '}
                    {t('payment.sharedStatus', {
                      count: line.shareCount,
                      paid: line.shares.filter((share) => share.paid).length,
                    })}
                  </small>
                )}
              </span>
              <span>
                {line.ikram
                  ? `${t('corrections.actions.ikram')} ${formatTry(0)}`
                  : line.chargedQuantity === 0
                    ? t('bill.free')
                    : formatTry(line.amount)}
              </span>
            </li>
          ))}
      </ul>
      <dl className="bill-figures">
        {row(t('bill.subtotal'), bill.subtotal)}
        <DiscountRows orderId={orderId} bill={bill} />
        {bill.charges.map((charge) => row(charge.name, charge.amount))}
        {bill.vat.map((group) =>
          row(
            t('bill.vat', { rate: group.rate, included: bill.taxIncludedInPrice }),
            group.vat,
            `bill-vat-${group.rate}`,
          ),
        )}
        <div className="bill-total">
          <dt>{t('bill.total')}</dt>
          <dd data-testid="bill-total">{formatTry(bill.total)}</dd>
        </div>
      </dl>
      {bill.payments.length > 0 && (
        <>
          <h3 className="bill-subtitle">{t('bill.payments')}</h3>
          <PaymentRows bill={bill} orderId={orderId} />
          <dl className="bill-figures">
            {row(t('bill.paid'), bill.paid - bill.refunded)}
            {row(t('bill.tips'), bill.tips, 'bill-tips')}
            {row(t('bill.paidTotal'), bill.paid - bill.refunded + bill.tips, 'bill-paid-total')}
          </dl>
        </>
      )}
      <dl className="bill-figures">
        <div className="bill-total">
          <dt>{t('bill.left')}</dt>
          <dd data-testid="bill-left">{formatTry(bill.left)}</dd>
        </div>
      </dl>
    </div>
  );
}
