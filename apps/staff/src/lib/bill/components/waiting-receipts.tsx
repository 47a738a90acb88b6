import type { FiscalRequest } from '@masa/core/fiscal/fiscal.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useCompleteReceipt, useWaitingReceipts } from '../fiscal-requests.ts';

/**
 * "Fiş bekleyen ödemeler" (issue 35 §4): payments the register has not receipted yet, each
 * completed with the fiş number the standalone register printed ("Fiş no" + "Kaydet") or
 * marked "Numarasız yazdırıldı". The table panel lists its table's (nothing when none wait);
 * gün sonu lists the business's with their count, since the day closes only once none wait.
 */
export function WaitingReceipts({
  tableId,
  always = false,
}: {
  tableId?: string;
  always?: boolean;
}) {
  const { t } = useI18n();
  const waiting = useWaitingReceipts(tableId);
  const requests = waiting.data ?? [];
  if (!always && requests.length === 0 && !waiting.error) return null;
  const headingId = `fiscal-waiting-${tableId ?? 'all'}`;
  return (
    <section className="fiscal-waiting" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('fiscal.waitingTitle')}</h3>
      {waiting.error && (
        <p role="alert" className="form-error">
          {waiting.error.message}
        </p>
      )}
      {always && waiting.data && (
        <p className={requests.length > 0 ? 'fiscal-count waiting' : 'fiscal-count'}>
          {requests.length > 0
            ? t('fiscal.waitingCount', { n: requests.length })
            : t('fiscal.noneWaiting')}
        </p>
      )}
      {requests.length > 0 && (
        <ul>
          {requests.map((request) => (
            <ReceiptRow key={request.id} request={request} showTable={tableId === undefined} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReceiptRow({ request, showTable }: { request: FiscalRequest; showTable: boolean }) {
  const { t, language } = useI18n();
  const [number, setNumber] = useState('');
  const complete = useCompleteReceipt();
  const time = new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(request.createdAt));
  const what = t('fiscal.request', {
    method: t.lookup(`requests.methods.${request.paymentType}`) ?? request.paymentType,
    amount: formatTry(request.amount),
    time,
  });
  const label =
    showTable && request.tableName
      ? `${t('fiscal.table', { name: request.tableName })} · ${what}`
      : what;
  const errorId = `fiscal-error-${request.id}`;
  const whatId = `fiscal-what-${request.id}`;
  return (
    <li>
      <span id={whatId} className="fiscal-what">
        {label}
      </span>
      {request.status === 'failed' && request.error && (
        <p className="form-error">{t('fiscal.refused', { error: request.error })}</p>
      )}
      {request.deviceTwin && <p className="request-meta">{t('fiscal.deviceTwin')}</p>}
      <form
        className="fiscal-complete"
        aria-labelledby={whatId}
        onSubmit={(event) => {
          event.preventDefault();
          complete.mutate({ id: request.id, receiptNumber: number.trim() });
        }}
      >
        <label>
          {t('fiscal.receiptNumber')}
          <input
            inputMode="numeric"
            autoComplete="off"
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            aria-invalid={complete.isError}
            aria-describedby={complete.isError ? errorId : undefined}
          />
        </label>
        <button type="submit" disabled={complete.isPending}>
          {t('fiscal.save')}
        </button>
        <button
          type="button"
          disabled={complete.isPending}
          onClick={() => complete.mutate({ id: request.id, printed: true })}
        >
          {t('fiscal.printed')}
        </button>
      </form>
      {complete.isError && (
        <p id={errorId} role="alert" className="form-error">
          {complete.error.message}
        </p>
      )}
    </li>
  );
}
