import type QrScanner from 'qr-scanner';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { explainCameraFailure, queryCameraPermission } from '../utils/camera-failure.ts';
import { pickCamera } from '../utils/pick-camera.ts';
import { SCAN, SCAN_MARKS } from '../utils/scan-constants.ts';
import { scanRegionFor } from '../utils/scan-region.ts';
import { nextScannerState, type ScannerEvent, type ScannerState } from '../utils/scanner-state.ts';
import { loadCode } from '../../../lib/load-code.ts';

const t = texts('qrScan');

/** The decoder, fetched on first use: only the scan page pays for it (and its worker). */
export const loadQrScanner = () =>
  loadCode(() => import('qr-scanner')).then((module) => module.default);

/**
 * The camera scanner of the scan page (000 §4.3): permission flow and start delays, camera
 * choice, the 5-per-second decoder over the 250 px box, and the not started / scanning /
 * paused states. `onDecode` receives every decoded text; the page de-bounces them.
 */
export function useQrScanner({
  videoRef,
  onDecode,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  onDecode: (text: string) => void;
}) {
  const [state, setState] = useState<ScannerState>('not_started');
  const [initializing, setInitializing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const scannerRef = useRef<QrScanner | null>(null);
  const stateRef = useRef<ScannerState>('not_started');
  const onDecodeRef = useRef(onDecode);
  // One per mount of the page; a start still awaiting the camera gives up once it is over.
  const visitRef = useRef({ live: false });

  useEffect(() => {
    onDecodeRef.current = onDecode;
  }, [onDecode]);

  const apply = useCallback((event: ScannerEvent): boolean => {
    const next = nextScannerState(stateRef.current, event);
    if (next === null) return false;
    stateRef.current = next;
    setState(next);
    return true;
  }, []);

  const discard = useCallback(() => {
    scannerRef.current?.destroy(); // stops the camera stream
    scannerRef.current = null;
  }, []);

  const start = useCallback(async () => {
    if (stateRef.current !== 'not_started' || scannerRef.current) return;
    const visit = visitRef.current;
    const live = () => visit.live;
    setError(null);
    setInitializing(true);
    performance.mark(SCAN_MARKS.cameraStart);
    try {
      const Scanner = await loadQrScanner();
      const camera = pickCamera(await Scanner.listCameras(true));
      const video = videoRef.current;
      if (!live() || !video) return;
      if (!camera) return setError(await explainCameraFailure());
      let scanner: QrScanner;
      try {
        scanner = new Scanner(video, (result) => onDecodeRef.current(result.data), {
          preferredCamera: camera.id,
          maxScansPerSecond: SCAN.framesPerSecond,
          calculateScanRegion: (v) =>
            scanRegionFor({
              videoWidth: v.videoWidth,
              videoHeight: v.videoHeight,
              viewWidth: v.getBoundingClientRect().width,
            }),
          returnDetailedScanResult: true,
          onDecodeError: () => undefined, // 'No QR code found' on every empty frame
        });
      } catch {
        return setError(t('qrScan.errors.initFailed'));
      }
      scannerRef.current = scanner;
      try {
        await scanner.start();
      } catch {
        discard();
        if (live()) setError(await explainCameraFailure());
        return;
      }
      if (!live()) return discard();
      performance.mark(SCAN_MARKS.cameraReady);
      setNotice(null);
      apply('start');
    } catch {
      if (live()) setError(t('qrScan.errors.startFailed'));
    } finally {
      if (live()) setInitializing(false);
    }
  }, [apply, discard, videoRef]);

  const stop = useCallback(() => {
    if (apply('stop')) discard();
  }, [apply, discard]);

  const pause = useCallback(() => {
    if (apply('pause')) void scannerRef.current?.pause();
  }, [apply]);

  const resume = useCallback(() => {
    if (apply('resume'))
      void scannerRef.current?.start().catch(() => setError(t('qrScan.errors.startFailed')));
  }, [apply]);

  useEffect(() => {
    const visit = { live: true };
    visitRef.current = visit;
    // Fetch the decoder while the permission is being asked, not after.
    void loadQrScanner().catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    void queryCameraPermission().then((permission) => {
      if (!visit.live) return;
      if (permission === 'denied') return setError(t('qrScan.errors.denied'));
      if (permission === 'prompt') setNotice(t('qrScan.errors.prompt'));
      const delay = permission === 'prompt' ? SCAN.startDelayPromptMs : SCAN.startDelayGrantedMs;
      timer = setTimeout(() => void start(), delay);
    });
    return () => {
      visit.live = false;
      clearTimeout(timer);
      stateRef.current = 'not_started';
      discard();
    };
  }, [discard, start]);

  return { state, initializing, error, notice, start, stop, pause, resume, setError };
}
