import { describe, expect, it } from 'vitest';
import { ScanError } from '../api/resolve-scanned-code.ts';
import { scanFailureText } from './scan-failure-text.ts';

describe('the scan page in English, as 000 §8.5 quotes it', () => {
  it("shows a scan's own reason, and anything else as unexpected", () => {
    expect(scanFailureText(new ScanError((t) => t('qrScan.errors.unparsable')))).toBe(
      'QR code could not be parsed. Please scan a valid QR code.',
    );
    expect(scanFailureText(new TypeError('x is undefined'))).toBe(
      'An unexpected error occurred while processing the QR code.',
    );
  });
});
