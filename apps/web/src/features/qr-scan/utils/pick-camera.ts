import { SCAN } from './scan-constants.ts';

export type CameraChoice = { id: string; label: string };

/**
 * 000 §4.3 step 2: the first camera whose label names a back camera (back, arka, rear, in any
 * case), otherwise the first camera; undefined when there is none.
 */
export function pickCamera<T extends CameraChoice>(cameras: readonly T[]): T | undefined {
  const back = cameras.find((camera) => {
    const label = camera.label.toLowerCase();
    return SCAN.backCameraWords.some((word) => label.includes(word));
  });
  return back ?? cameras[0];
}
