import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { LineChoices } from '../../../components/line-choices.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';

/** What POST /api/staff/orders/{id}/payments answers (the server's payment-routes.ts). */
export type RecordedPayment = {
  payment: {
    id: string;
    amount: number;
    tipAmount: number;
    method: string;
    lines: { lineId: string; quantity: number }[];
    charges: string[];
    /** Shares of shared dishes it paid: 'Pay index/shareCount' (ADR 048). */
    shares: { lineId: string; shareCount: number; index: number }[];
  };
  bill: BillResponse;
  fullyPaid: boolean;
};

/**
 * The receipt of a recorded payment, from the server's answer: what it paid (lines, shares of
 * a shared dish as 'Pay 2/3 · Humus', and charges), its share of the VAT by rate, the amount, the tip apart and the method; then the
 * bill's paid total with its tips and what is left. Printable (the print style shows only the
 * receipt).
 */
export function PaymentReceipt({
  orderNumber,
  recorded,
  onDone,
}: {
  orderNumber: number;
  recorded: RecordedPayment;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const { payment, bill } = recorded;
  const paid = bill.payments.find((p) => p.id === payment.id);
  const names = new Map(bill.lines.map((line) => [line.id, line]));
  const charges = new Map(bill.charges.map((charge) => [charge.id, charge]));
  const method = (t.requests.methods as Record<string, string>)[payment.method] ?? payment.method;
  return (
    <section className="payment-receipt" aria-label={t.payment.receipt(orderNumber)}>
      <h3>{t.payment.receipt(orderNumber)}</h3>
      <ul className="bill-lines">
        {payment.lines.map((line) => {
          const of = names.get(line.lineId);
          return (
            <li key={line.lineId}>
              <span>
                {t.bill.line(line.quantity, of?.name ?? '')}
                {of && <LineChoices choices={of} />}
              </span>
              <span>{formatTry((of?.unitPrice ?? 0) * line.quantity)}</span>
            </li>
          );
        })}
        {payment.shares.map((share) => {
          const of = names.get(share.lineId);
          return (
            <li key={`${share.lineId}-${share.index}`}>
              <span>{t.payment.shareOf(share.index, share.shareCount, of?.name ?? '')}</span>
              <span>{formatTry(of?.shares[share.index - 1]?.amount ?? 0)}</span>
            </li>
          );
        })}
        {payment.charges.map((id) => (
          <li key={id}>
            <span>{charges.get(id)?.name}</span>
            <span>{formatTry(charges.get(id)?.amount ?? 0)}</span>
          </li>
        ))}
      </ul>
      <dl className="bill-figures">
        {(paid?.vat ?? []).map((group) => (
          <div key={group.rate}>
            <dt>{t.bill.vat(group.rate, bill.taxIncludedInPrice)}</dt>
            <dd>{formatTry(group.vat)}</dd>
          </div>
        ))}
        <div>
          <dt>{t.payment.receiptAmount}</dt>
          <dd data-testid="receipt-amount">{formatTry(payment.amount)}</dd>
        </div>
        <div>
          <dt>{t.bill.tips}</dt>
          <dd data-testid="receipt-tip">{formatTry(payment.tipAmount)}</dd>
        </div>
        <div className="bill-total">
          <dt>{method}</dt>
          <dd>{formatTry(payment.amount + payment.tipAmount)}</dd>
        </div>
      </dl>
      <dl className="bill-figures">
        <div>
          <dt>{t.bill.paidTotal}</dt>
          <dd data-testid="receipt-paid-total">{formatTry(bill.paid + bill.tips)}</dd>
        </div>
        <div>
          <dt>{t.bill.tipsInAll}</dt>
          <dd data-testid="receipt-tips">{formatTry(bill.tips)}</dd>
        </div>
        <div>
          <dt>{t.bill.left}</dt>
          <dd>{formatTry(bill.left)}</dd>
        </div>
      </dl>
      <div className="request-actions no-print">
        <button type="button" onClick={() => window.print()}>
          {t.payment.print}
        </button>
        <button type="button" className="primary" onClick={onDone}>
          {t.payment.closeReceipt}
        </button>
      </div>
    </section>
  );
}
