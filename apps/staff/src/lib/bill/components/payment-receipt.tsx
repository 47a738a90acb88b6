import { formatTry } from '@masa/core/money/format-try';
import { useI18n } from '../../../i18n/i18n.tsx';
import { LineChoices } from '../../orders/components/line-choices.tsx';
import type { RecordedPayment } from '../recorded-payment.ts';
import { ReceiptHead } from './receipt-head.tsx';

/**
 * The slip of a recorded payment, from the server's answer (issue 29): the business, when, the
 * table and who took it (ReceiptHead); what it paid at the prices on the menu (lines, shares of
 * a shared dish as 'Pay 2/3 · Humus', and charges) with the campaign and the staff discounts
 * (ADR 074) as their own minus lines; its
 * share of the VAT by rate, the amount, the tip apart and the method; then the bill's paid
 * total with its tips and what is left, and that it is not a fiscal receipt. Printable (the
 * print style shows only the slip).
 */
export function PaymentReceipt({
  recorded,
  onDone,
}: {
  recorded: RecordedPayment;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const { payment, bill } = recorded;
  const { orderNumber } = recorded.order;
  const { campaign, staffDiscount } = payment.receipt;
  const paid = bill.payments.find((p) => p.id === payment.id);
  const names = new Map(bill.lines.map((line) => [line.id, line]));
  const charges = new Map(bill.charges.map((charge) => [charge.id, charge]));
  const method = t.lookup(`requests.methods.${payment.method}`) ?? payment.method;
  return (
    <section
      className="payment-receipt print-alone"
      aria-label={t('payment.receipt', { n: orderNumber })}
    >
      <ReceiptHead recorded={recorded} />
      <h3>{t('payment.receipt', { n: orderNumber })}</h3>
      <ul className="bill-lines">
        {payment.receipt.lines.map((line) => {
          const of = names.get(line.lineId);
          return (
            <li key={line.lineId}>
              <span>
                {t('bill.line', { quantity: line.quantity, name: of?.name ?? '' })}
                {of && <LineChoices choices={of} />}
              </span>
              <span>{formatTry(line.amount)}</span>
            </li>
          );
        })}
        {payment.receipt.shares.map((share) => {
          const of = names.get(share.lineId);
          return (
            <li key={`${share.lineId}-${share.index}`}>
              <span>
                {t('payment.shareOf', {
                  index: share.index,
                  count: share.shareCount,
                  name: of?.name ?? '',
                })}
              </span>
              <span>{formatTry(share.amount)}</span>
            </li>
          );
        })}
        {payment.charges.map((id) => (
          <li key={id}>
            <span>{charges.get(id)?.name}</span>
            <span>{formatTry(charges.get(id)?.amount ?? 0)}</span>
          </li>
        ))}
        {campaign && (
          <li>
            <span>{[campaign.code, campaign.title].filter(Boolean).join(' · ')}</span>
            <span data-testid="receipt-campaign">−{formatTry(campaign.amount)}</span>
          </li>
        )}
        {staffDiscount && (
          <li>
            <span>
              {staffDiscount.discounts
                .map((d) =>
                  t('bill.staffDiscount', {
                    reason: d.reason,
                    percent: d.kind === 'percent' ? d.value : null,
                  }),
                )
                .join(', ') || t('discounts.open')}
            </span>
            <span data-testid="receipt-staff-discount">−{formatTry(staffDiscount.amount)}</span>
          </li>
        )}
      </ul>
      <dl className="bill-figures">
        {(paid?.vat ?? []).map((group) => (
          <div key={group.rate}>
            <dt>{t('bill.vat', { rate: group.rate, included: bill.taxIncludedInPrice })}</dt>
            <dd>{formatTry(group.vat)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('payment.receiptAmount')}</dt>
          <dd data-testid="receipt-amount">{formatTry(payment.amount)}</dd>
        </div>
        <div>
          <dt>{t('bill.tips')}</dt>
          <dd data-testid="receipt-tip">{formatTry(payment.tipAmount)}</dd>
        </div>
        <div className="bill-total">
          <dt>{method}</dt>
          <dd>{formatTry(payment.amount + payment.tipAmount)}</dd>
        </div>
      </dl>
      <dl className="bill-figures">
        <div>
          <dt>{t('bill.paidTotal')}</dt>
          <dd data-testid="receipt-paid-total">{formatTry(bill.paid + bill.tips)}</dd>
        </div>
        <div>
          <dt>{t('bill.tipsInAll')}</dt>
          <dd data-testid="receipt-tips">{formatTry(bill.tips)}</dd>
        </div>
        <div>
          <dt>{t('bill.left')}</dt>
          <dd>{formatTry(bill.left)}</dd>
        </div>
      </dl>
      <p className="receipt-foot">{t('payment.notFiscal')}</p>
      <div className="request-actions no-print">
        <button type="button" onClick={() => window.print()}>
          {t('payment.print')}
        </button>
        <button type="button" className="primary" onClick={onDone}>
          {t('payment.closeReceipt')}
        </button>
      </div>
    </section>
  );
}
