import { useI18n } from '../../../i18n/i18n.tsx';
import type { PrinterState } from '@masa/core/printing/printer.schemas';

/**
 * A printer's state in one line, by whichever came last: "Son başarılı: 21:04" or
 * "Hata: … (21:05)", with the tickets still waiting; "Henüz denenmedi" before its first try.
 */
export function usePrinterStateText(state: PrinterState): {
  text: string;
  tone: 'ok' | 'error' | 'none';
} {
  const { t, language } = useI18n();
  const time = (iso: string) =>
    new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Istanbul',
    }).format(new Date(iso));
  const waiting = state.waiting > 0 ? ` · ${t('printers.waiting', { count: state.waiting })}` : '';
  const { lastSuccessAt: success, lastErrorAt: failure } = state;
  if (failure && (!success || failure > success)) {
    const text = t('printers.lastError', { error: state.lastError ?? '', time: time(failure) });
    return { text: text + waiting, tone: 'error' };
  }
  if (success)
    return { text: t('printers.lastSuccess', { time: time(success) }) + waiting, tone: 'ok' };
  return { text: t('printers.neverTried') + waiting, tone: 'none' };
}
