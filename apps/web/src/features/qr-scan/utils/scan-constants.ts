/** The scan page's constants (000 §4.3, §9). */
export const SCAN = {
  /** Frames decoded per second. */
  framesPerSecond: 5,
  /** Side of the square scan box, in CSS pixels (aspect ratio 1). */
  boxSize: 250,
  /** Scans closer together than this are ignored. */
  debounceMs: 1000,
  /** Delay before starting when the camera permission is already granted. */
  startDelayGrantedMs: 100,
  /** Delay before starting when the browser will ask, after showing the notice. */
  startDelayPromptMs: 500,
  /** Camera labels that name a back camera (English and Turkish). */
  backCameraWords: ['back', 'arka', 'rear'],
} as const;

/** Performance marks the page sets, read by the end-to-end test to time the first decode. */
export const SCAN_MARKS = {
  cameraStart: 'qr-scan:camera-start',
  cameraReady: 'qr-scan:camera-ready',
  decoded: 'qr-scan:decoded',
} as const;
