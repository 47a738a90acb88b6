import { billNumberOf } from '@masa/core/orders/bill-label';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { RecordedPayment } from '../recorded-payment.ts';
import { stampFormat } from '@masa/core/time/stamp';

/**
 * The top of a payment slip (issue 29): the business's name, address, phone, tax office and
 * number when it has them, the İş Kanunu article 51 line when declared (ADR 092), then the date and time, the table (and its bill, when it has several,
 * ADR 078) and who took the payment.
 */
export function ReceiptHead({ recorded }: { recorded: RecordedPayment }) {
  const { t, language } = useI18n();
  const { business, recordedBy } = recorded.payment.receipt;
  const at = stampFormat(language).format(new Date(recorded.payment.createdAt));
  return (
    <header className="receipt-head">
      <strong>{business.name}</strong>
      <span>{business.address}</span>
      {business.phone && <span>{business.phone}</span>}
      {business.taxNumber && (
        <span>
          {t('payment.taxId', { office: business.taxOffice ?? '', number: business.taxNumber })}
        </span>
      )}
      {business.article51 && <span data-testid="receipt-article-51">{t('payment.article51')}</span>}
      <span data-testid="receipt-when">{at}</span>
      <span>
        {t('payment.receiptTable', { table: recorded.order.table.name })}
        {recorded.order.billLabel && (
          <> · {t('tableBills.name', { n: billNumberOf(recorded.order.billLabel) })}</>
        )}
        {recordedBy && <> · {t('payment.receiptStaff', { name: recordedBy })}</>}
      </span>
    </header>
  );
}
