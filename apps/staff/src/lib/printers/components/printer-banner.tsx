import { useI18n } from '../../../i18n/i18n.tsx';
import { stalledPrinters } from '../printer-state.ts';
import { usePrintersStatus } from '../printers.ts';

/**
 * A printer that does not answer while tickets wait for it (issue 33 §3), on the board and the
 * kitchen display: "Mutfak yazıcısı yanıt vermiyor · 3 fiş bekliyor", gone once it prints them.
 * The kitchen display names only its station's printers. The live region is always there (empty
 * and taking no room when all print), so the news is read out as it comes.
 */
export function PrinterBanner({ station }: { station?: string | null }) {
  const { t } = useI18n();
  const status = usePrintersStatus();
  const stalled = stalledPrinters(status.data?.printers ?? [], station);
  return (
    <div className="printer-banner" role="status">
      {stalled.map((printer) => (
        <p key={printer.id}>
          {t('printers.stalled', { name: printer.name, waiting: printer.waiting })}
        </p>
      ))}
    </div>
  );
}
