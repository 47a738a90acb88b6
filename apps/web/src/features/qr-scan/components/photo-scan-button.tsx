import { type ChangeEvent, useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { loadQrScanner } from '../hooks/use-qr-scanner.ts';

const t = texts('qrScan');

/**
 * Beyond the spec: decodes a QR code in a picture from the gallery or the camera app, for
 * phones whose browser camera is refused or missing. The text goes through the same steps as
 * a camera scan.
 */
export function PhotoScanButton({
  onText,
  onError,
}: {
  onText: (text: string) => void;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);

  const scanFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      const Scanner = await loadQrScanner();
      const result = await Scanner.scanImage(file, {
        returnDetailedScanResult: true,
        alsoTryWithoutScanRegion: true,
      });
      onText(result.data);
    } catch {
      onError(t('qrScan.errors.unparsable'));
    } finally {
      input.value = ''; // the same picture can be chosen again
      setBusy(false);
    }
  };

  return (
    <label className="button qr-scan__photo" aria-busy={busy}>
      {t('qrScan.photo')}
      <input
        type="file"
        accept="image/*"
        // Hidden from sight, still reachable by keyboard and screen readers through its label.
        className="visually-hidden"
        disabled={busy}
        onChange={(event) => void scanFile(event)}
      />
    </label>
  );
}
