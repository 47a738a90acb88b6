import { type FormEvent, useId, useState } from 'react';
import { texts } from '../../../i18n/texts.ts';

const t = texts('qrScan');

/**
 * Beyond the spec: the code printed under each table's QR code ("Masa kodu: 7KQM-R2XD-4HVB",
 * the table's access token, ADR 015), typed when the camera cannot read the sticker. It goes
 * through the same steps as a scanned text and opens the table like a scan.
 */
export function TableCodeForm({ onCode }: { onCode: (text: string) => void }) {
  const inputId = useId();
  const hintId = useId();
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '') onCode(code.trim());
  };

  return (
    <form className="card qr-scan__code" onSubmit={submit}>
      <label htmlFor={inputId} className="qr-scan__code-label">
        {t('qrScan.tableCode.label')}
      </label>
      <p id={hintId} className="qr-scan__code-hint">
        {t('qrScan.tableCode.hint')}
      </p>
      <div className="qr-scan__code-row">
        <input
          id={inputId}
          className="qr-scan__code-input"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          placeholder="7KQM-R2XD-4HVB"
          aria-describedby={hintId}
        />
        <button type="submit" className="button" disabled={code.trim() === ''}>
          {t('qrScan.tableCode.open')}
        </button>
      </div>
    </form>
  );
}
