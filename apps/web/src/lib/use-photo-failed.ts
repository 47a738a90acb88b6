import { useEffect, useState } from 'react';

/**
 * Whether the picture at `src` failed to arrive (issue 30: offline, a photo the phone has not
 * kept shows the browser's broken-image icon). The screen shows its plain placeholder instead,
 * and tries the picture again when the connection returns or the address changes.
 */
export function usePhotoFailed(src: string | null | undefined) {
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (failed === null) return;
    const again = () => setFailed(null);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failed]);
  return {
    failed: failed !== null && failed === src,
    onError: () => setFailed(src ?? null),
  };
}
