import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RETURN_TO_CART } from '../../../lib/cart/scan-for-cart.ts';
import { APP_BASE_PATH } from '../../../lib/navigation.ts';
import { recordScan } from '../api/record-scan.ts';
import { resolveScannedCode } from '../api/resolve-scanned-code.ts';
import { scanFailureText } from '../utils/scan-failure-text.ts';
import { saveScannedTable } from '../utils/save-scanned-table.ts';
import { SCAN, SCAN_MARKS } from '../utils/scan-constants.ts';
import { createScanGate } from '../utils/scan-gate.ts';
import { makeScanSessionId } from '../utils/scan-session-id.ts';

type ScannerControls = { pause: () => void; resume: () => void; stop: () => void };

/**
 * What happens to a decoded text (000 §4.3 steps 3, 4 and 6): de-bounced and one at a time,
 * recorded, resolved to a table; on success the checkmark shows, the scanner stops, the
 * storage keys are written and the page is replaced by the table's menu (or by the cart, when
 * the cart sent the diner here).
 */
export function useScanProcessor({ pause, resume, stop }: ScannerControls) {
  const navigate = useNavigate();
  // Opened from the cart's table prompt: back to the cart, its lines kept (ADR 036).
  const toCart = useSearchParams()[0].get('returnTo') === RETURN_TO_CART;
  const [gate] = useState(() => createScanGate({ debounceMs: SCAN.debounceMs }));
  const [success, setSuccess] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const openedAtRef = useRef(0);

  useEffect(() => {
    openedAtRef.current = performance.now();
  }, []);

  const goToMenu = useCallback(
    (path: string) => {
      const fullPage = () => window.location.replace(`${APP_BASE_PATH}${path}`);
      try {
        void Promise.resolve(navigate(path, { replace: true })).catch(fullPage);
      } catch {
        fullPage();
      }
    },
    [navigate],
  );

  const handle = useCallback(
    async (text: string, { typed = false }: { typed?: boolean } = {}) => {
      if (!gate.enter(typed)) return;
      performance.mark(SCAN_MARKS.decoded);
      pause();
      const sessionId = makeScanSessionId();
      const loadTime = () => performance.now() - openedAtRef.current;
      recordScan({ qrCode: text, sessionId, loadTime: loadTime() });
      try {
        const table = await resolveScannedCode(text, (code) =>
          recordScan({ qrCode: code, sessionId, loadTime: loadTime() }),
        );
        setError(null);
        setSuccess(true);
        stop();
        saveScannedTable(table);
        goToMenu(toCart ? '/cart' : `/menu/${table.businessId}/${table.tableId}`);
      } catch (failure) {
        setError(scanFailureText(failure));
        resume();
        gate.leave();
      }
    },
    [gate, goToMenu, pause, resume, stop, toCart],
  );

  return { handle, success, error, setError };
}
