import { useCallback, useEffect, useRef } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import { useQrScanner } from '../hooks/use-qr-scanner.ts';
import { useScanProcessor } from '../hooks/use-scan-processor.ts';
import { HowToUseCard } from './how-to-use-card.tsx';
import { PhotoScanButton } from './photo-scan-button.tsx';
import { TableCodeForm } from './table-code-form.tsx';
import { ScanBottomNav } from './scan-bottom-nav.tsx';
import './qr-scan-page.css';
import { LanguageToggle } from '../../../components/ui/language-toggle.tsx';

const t = texts('qrScan');

/** The QR scan page (000 §2.7, §4.3), in English like the original; also at /scan-qr. */
export function QrScanPage() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const handleRef = useRef<(text: string) => void>(() => undefined);
  const onDecode = useCallback((text: string) => handleRef.current(text), []);
  const scanner = useQrScanner({ videoRef, onDecode });
  const processor = useScanProcessor(scanner);
  const { handle } = processor;

  useEffect(() => {
    handleRef.current = (text) => void handle(text);
  }, [handle]);

  const message = processor.error ?? scanner.error ?? scanner.notice;
  const running = scanner.state !== 'not_started';

  return (
    <div className="qr-scan">
      <PageHeader title={t('qrScan.title')} backTo="/" actions={<LanguageToggle />} />
      <div className="page-content">
        {message !== null && (
          <div role="alert" className="qr-scan__banner">
            {message}
          </div>
        )}
        <section className="qr-scan__camera" aria-label={t('qrScan.cameraLabel')}>
          <video ref={videoRef} className="qr-scan__video" muted playsInline>
            <track kind="captions" />
          </video>
          {running && <div className="qr-scan__box" aria-hidden="true" />}
          {scanner.initializing && (
            <div className="qr-scan__overlay" role="status">
              <span className="spinner" aria-hidden="true" />
              {t('qrScan.initializing')}
            </div>
          )}
          {processor.success && (
            <div className="qr-scan__overlay qr-scan__overlay--success" role="status">
              <svg viewBox="0 0 24 24" className="qr-scan__check" aria-hidden="true">
                <circle cx="12" cy="12" r="11" />
                <path d="m6.5 12.5 3.5 3.5 7.5-8" />
              </svg>
              {t('qrScan.success')}
            </div>
          )}
        </section>
        <div className="qr-scan__actions">
          {running && !processor.success && (
            <button type="button" className="button qr-scan__stop" onClick={scanner.stop}>
              {t('qrScan.stop')}
            </button>
          )}
          {!running && !scanner.initializing && !processor.success && (
            <button type="button" className="button" onClick={() => void scanner.start()}>
              {t('qrScan.start')}
            </button>
          )}
          <PhotoScanButton onText={onDecode} onError={processor.setError} />
        </div>
        <TableCodeForm onCode={(code) => void handle(code, { typed: true })} />
        <HowToUseCard />
      </div>
      <ScanBottomNav />
    </div>
  );
}
