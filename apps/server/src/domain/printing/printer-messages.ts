/**
 * Why a send to a printer failed (issue 33): the `{reason}` of `error.PRINTER_UNREACHABLE` and
 * a print job's stored failure, in Turkish, the staff's language.
 */
export const PRINTER_MESSAGES = {
  timedOut: 'zaman aşımı',
  refused: 'bağlantı reddedildi',
  hungUp: 'yazıcı bağlantıyı kapattı',
} as const;
