import { useI18n } from '../../../i18n/i18n.tsx';
import type { Printer } from '@masa/core/printing/printer.schemas';
import { useArchivePrinter, useTestPrinter } from '../api/printers.ts';
import { usePrinterStateText } from '../hooks/use-printer-state-text.ts';
import { FormError } from '../../../components/form-error.tsx';

/**
 * One printer in the list: its name (and "Sanal yazıcı" for the development twin), address,
 * stations, receipts, state, and its moves. A test page that fails shows the server's words
 * (the 422 names the address that did not answer).
 */
export function PrinterRow({
  printer,
  onEdit,
  onArchived,
}: {
  printer: Printer;
  onEdit: () => void;
  onArchived: () => void;
}) {
  const { t } = useI18n();
  const test = useTestPrinter();
  const archive = useArchivePrinter();
  const state = usePrinterStateText(printer.state);
  const headingId = `printer-${printer.id}`;
  const error = test.error ?? archive.error;
  const what = [
    printer.stations.join(', '),
    printer.printsReceipts ? t('printers.receipts') : '',
    printer.hasDrawer ? t('printers.drawer') : '',
  ].filter(Boolean);

  return (
    <li className="printer-row" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {printer.name}
        {printer.twin && (
          <span className="badge badge-twin" title={t('printers.twinHint')}>
            {t('printers.twin')}
          </span>
        )}
      </h3>
      <p className="printer-meta">
        <span>
          {printer.host}:{printer.port}
        </span>
        <span>{t('printers.paper', { mm: printer.paperWidth })}</span>
        {what.length > 0 && <span>{what.join(' · ')}</span>}
      </p>
      <p className={`printer-state printer-state-${state.tone}`}>{state.text}</p>
      {test.isSuccess && <p role="status">{t('printers.tested', { name: printer.name })}</p>}
      <FormError error={error} />
      <div className="printer-actions">
        <button
          type="button"
          disabled={test.isPending}
          onClick={() => {
            archive.reset();
            test.mutate(printer.id);
          }}
        >
          {test.isPending ? t('printers.testing') : t('printers.test')}
        </button>
        <button type="button" onClick={onEdit}>
          {t('printers.edit')}
        </button>
        <button
          type="button"
          className="danger"
          disabled={archive.isPending}
          onClick={() => {
            if (!window.confirm(t('printers.archiveConfirm', { name: printer.name }))) return;
            test.reset();
            archive.mutate(printer.id, { onSuccess: onArchived });
          }}
        >
          {t('printers.archive')}
        </button>
      </div>
    </li>
  );
}
