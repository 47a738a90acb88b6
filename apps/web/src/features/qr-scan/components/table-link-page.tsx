import { useEffect, useLayoutEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { texts } from '../../../i18n/texts.ts';
import { dropFirstScreen, firstScreenScan } from '../../../lib/first-screen.ts';
import { readTableToken } from '@masa/core/qr/table-token';
import { recordScan } from '../api/record-scan.ts';
import { resolveScannedCode, type ScannedTable } from '../api/resolve-scanned-code.ts';
import { saveScannedTable } from '../utils/save-scanned-table.ts';
import { makeScanSessionId } from '../utils/scan-session-id.ts';
import { tableLinkFailure } from '../utils/table-link-failure.ts';

const t = texts('tableLink');

/**
 * /table/{tableId}?business={businessId}: what a phone's own camera app opens from a printed
 * code (issue 4). The address is the scanned text, so it goes through the scan page's steps:
 * recorded, resolved (a table id without business is looked up), checked by the server, then
 * the storage keys of 000 §4.3 are written and the table's menu replaces this page. This page
 * is Turkish: a failure says the table messages of 001 §8, not the scan page's English ones.
 */
export function TableLinkPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<ReturnType<typeof tableLinkFailure> | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const link = window.location.href;
    recordScan({ qrCode: link, sessionId: makeScanSessionId(), loadTime: performance.now() });
    // The server resolved this very link when it sent the page (ADR 062): no second round trip.
    const known = attempt === 0 ? firstScreenScan(window.location) : null;
    const resolved: Promise<ScannedTable> = known
      ? Promise.resolve({ ...known, tableToken: readTableToken(link) })
      : resolveScannedCode(link);
    void resolved
      .then((table) => {
        if (cancelled) return;
        saveScannedTable(table);
        void navigate(`/menu/${table.businessId}/${table.tableId}`, { replace: true });
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailure(tableLinkFailure(error));
      });
    return () => {
      cancelled = true;
    };
  }, [navigate, attempt]);
  useLayoutEffect(() => {
    if (failure !== null) dropFirstScreen();
  }, [failure]);

  if (failure === null) return <PageLoading />;
  return (
    <>
      <PageHeader title={t('tableLink.title')} backTo="/" />
      <div className="page-content">
        <section className="card">
          <p className="card__text" role="alert">
            {failure.text}
          </p>
          {failure.retry && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setFailure(null);
                setAttempt((n) => n + 1);
              }}
            >
              {t('tableLink.tryAgain')}
            </button>
          )}
          <Link to="/qr-scan" className="button">
            {t('tableLink.scan')}
          </Link>
        </section>
      </div>
    </>
  );
}
