import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { tr } from '../../../i18n/tr.ts';
import { recordScan } from '../api/record-scan.ts';
import { resolveScannedCode, ScanError } from '../api/resolve-scanned-code.ts';
import { saveScannedTable } from '../utils/save-scanned-table.ts';
import { makeScanSessionId } from '../utils/scan-session-id.ts';

/**
 * /table/{tableId}?business={businessId}: what a phone's own camera app opens from a printed
 * code (issue 4). The address is the scanned text, so it goes through the scan page's steps:
 * recorded, resolved (a table id without business is looked up), checked by the server, then
 * the storage keys of 000 §4.3 are written and the table's menu replaces this page.
 */
export function TableLinkPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const link = window.location.href;
    recordScan({ qrCode: link, sessionId: makeScanSessionId(), loadTime: performance.now() });
    void resolveScannedCode(link)
      .then((table) => {
        if (cancelled) return;
        saveScannedTable(table);
        void navigate(`/menu/${table.businessId}/${table.tableId}`, { replace: true });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // This page is Turkish: the table message of 001 §8, not the scan page's English ones.
        if (!(error instanceof ScanError)) setFailure(tr.errors.generic);
        else setFailure(error.retryable ? tr.errors.network : tr.tableLink.notFound);
      });
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  if (failure === null) return <PageLoading />;
  return (
    <>
      <PageHeader title={tr.tableLink.title} backTo="/" />
      <div className="page-content">
        <section className="card">
          <p className="card__text" role="alert">
            {failure}
          </p>
          <Link to="/qr-scan" className="button">
            {tr.tableLink.scan}
          </Link>
        </section>
      </div>
    </>
  );
}
