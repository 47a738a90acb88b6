import { texts } from '../../../i18n/texts.ts';

const t = texts('qrScan');

/**
 * The camera permission as the browser reports it (000 §4.3 step 1); 'unknown' when the
 * query is not supported or fails, in which case scanning is started anyway.
 */
export async function queryCameraPermission(): Promise<PermissionState | 'unknown'> {
  try {
    const status = await navigator.permissions.query({ name: 'camera' as PermissionName });
    return status.state;
  } catch {
    return 'unknown';
  }
}

/**
 * Why the camera did not start, as a banner message. The scanner library reports every
 * failure as 'Camera not found.', so the camera is asked for once more to read the browser's
 * own reason: refused permission, no camera, or a camera that cannot be opened.
 */
export async function explainCameraFailure(): Promise<string> {
  if (!navigator.mediaDevices?.getUserMedia) return t('qrScan.errors.noCameras');
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
    for (const track of stream.getTracks()) track.stop();
    return t('qrScan.errors.startFailed');
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') return t('qrScan.errors.denied');
    if (name === 'NotFoundError' || name === 'OverconstrainedError')
      return t('qrScan.errors.noCameras');
    return t('qrScan.errors.initFailed');
  }
}
