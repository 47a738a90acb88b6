import { QR_SHEET_TEXTS as DINER } from '@masa/core/qr/qr-sheet';
import { formatTableToken } from '@masa/core/qr/table-token';
import type { StaffTable } from '@masa/core/staff/back-office.schemas';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useQrPublicUrl } from '../api/qr-public-url.ts';
import { useQrSheetPdf } from '../api/qr-sheet-pdf.ts';
import { FormError } from '../../../components/form-error.tsx';

/**
 * The code's SVG, made in the browser with the options of the server's sheet (margin 2, M); the
 * encoder is loaded with the first code, so other screens never download it.
 */
export async function qrSvg(url: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

function QrCard({ table, businessName }: { table: StaffTable; businessName: string }) {
  const { t } = useI18n();
  const url = table.qrUrl ?? '';
  const svg = useQuery({
    queryKey: ['qr-svg', url],
    queryFn: () => qrSvg(url),
    staleTime: Infinity,
  });
  return (
    <li className="qr-card" aria-label={t('tables.qrOf', { name: table.name })}>
      <p className="qr-business">{businessName}</p>
      <div
        className="qr-code"
        role="img"
        aria-label={t('tables.qrOf', { name: table.name })}
        // The SVG is made by the qrcode library from our own URL: no text of anyone's in it.
        dangerouslySetInnerHTML={{ __html: svg.data ?? '' }}
      />
      <h3>{table.name}</h3>
      <p className="qr-hint">{DINER.scanToOrder}</p>
      {table.accessToken && (
        <p className="qr-token">{DINER.code(formatTableToken(table.accessToken))}</p>
      )}
      <a className="qr-link" href={url} target="_blank" rel="noreferrer">
        {t('tables.open')}
      </a>
    </li>
  );
}

/**
 * The printable sheet (issue 17 §3): one card per table in service, three to a row on A4, with
 * the business's name, the code, the table's name and "Sipariş vermek için okutun" (core
 * QR_SHEET_TEXTS: Turkish whatever the staff app's language). The print style sheet shows only
 * this part of the page; "PDF indir" saves the server's PDF of the same cards.
 */
export function QrSheet({ tables, businessName }: { tables: StaffTable[]; businessName: string }) {
  const { t } = useI18n();
  const pdf = useQrSheetPdf(businessName);
  const target = useQrPublicUrl();
  const active = tables.filter((table) => table.active && table.qrUrl);
  return (
    <section className="qr-sheet" aria-labelledby="qr-sheet-title">
      <div className="qr-sheet-head">
        <h2 id="qr-sheet-title">{t('tables.sheet')}</h2>
        <p className="qr-sheet-business">{businessName}</p>
        <button type="button" className="primary" onClick={() => window.print()}>
          {t('tables.print')}
        </button>
        <button
          type="button"
          onClick={() => pdf.mutate()}
          disabled={pdf.isPending || active.length === 0}
        >
          {pdf.isPending ? t('tables.pdfPending') : t('tables.pdf')}
        </button>
      </div>
      {target.data?.loopback && (
        // Codes printed now would open on no diner's phone (issue 29): said before printing.
        <p role="alert" className="qr-loopback">
          {t('tables.loopback', { url: target.data.publicUrl })}
        </p>
      )}
      <FormError error={pdf.error} />
      {active.length === 0 ? (
        <p className="empty">{t('tables.noActive')}</p>
      ) : (
        <ul className="qr-grid">
          {active.map((table) => (
            <QrCard key={table.id} table={table} businessName={businessName} />
          ))}
        </ul>
      )}
    </section>
  );
}
