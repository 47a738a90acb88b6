import { WaitingReceipts } from '../../../lib/bill/components/waiting-receipts.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useReconciliation } from '../api/reconciliation.ts';
import { ReconciliationTable } from './reconciliation-table.tsx';
import { RegisterZForm } from './register-z-form.tsx';

/**
 * The register's side of the close (issue 35 §4): the payments still waiting for their fiş,
 * the Z report typed in and Masa's totals beside it. The day closes only once no fiş waits
 * and the Z agrees (or its differences are accepted): the server says so, the close shows it.
 */
export function FiscalDay({ dayId }: { dayId: string }) {
  const { t } = useI18n();
  const reconciliation = useReconciliation(dayId);
  return (
    <div className="fiscal-day">
      <div className="day-card">
        <WaitingReceipts always />
      </div>
      {reconciliation.isError && (
        <p className="form-error" role="alert">
          {reconciliation.error.message}
        </p>
      )}
      {reconciliation.isPending && <p role="status">{t('day.loading')}</p>}
      {reconciliation.data && (
        <>
          <RegisterZForm dayId={dayId} reconciliation={reconciliation.data} />
          <ReconciliationTable reconciliation={reconciliation.data} />
        </>
      )}
    </div>
  );
}
