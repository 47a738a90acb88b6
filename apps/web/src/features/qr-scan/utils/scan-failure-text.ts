import { texts } from '../../../i18n/texts.ts';
import { ScanError } from '../api/resolve-scanned-code.ts';

const t = texts('qrScan');

/**
 * The scan page's red banner for a scan that led to no table (000 §8.5): the scan's own reason
 * (the code, the table lookup, the server), or 'An unexpected error occurred while processing
 * the QR code.' for anything else that went wrong on the way.
 */
export const scanFailureText = (failure: unknown): string =>
  failure instanceof ScanError ? failure.say(t) : t('qrScan.errors.unexpected');
