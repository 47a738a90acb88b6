import { SCAN } from './scan-constants.ts';

export type ScanRegion = {
  x: number;
  y: number;
  width: number;
  height: number;
  downScaledWidth: number;
  downScaledHeight: number;
};

/**
 * The 250×250 scan box (000 §9) in the video's own pixels. The video fills a square view
 * (object-fit: cover), so the visible part is the centred square of the shorter side and one
 * CSS pixel of the view is `side / viewWidth` video pixels. The region is the centred square
 * under the box drawn on screen, decoded at no more than 400×400.
 */
export function scanRegionFor({
  videoWidth,
  videoHeight,
  viewWidth,
}: {
  videoWidth: number;
  videoHeight: number;
  viewWidth: number;
}): ScanRegion {
  const side = Math.min(videoWidth, videoHeight);
  const scale = viewWidth > 0 ? side / viewWidth : 1;
  const size = Math.round(Math.min(side, SCAN.boxSize * scale));
  const downScaled = Math.min(size, 400);
  return {
    x: Math.round((videoWidth - size) / 2),
    y: Math.round((videoHeight - size) / 2),
    width: size,
    height: size,
    downScaledWidth: downScaled,
    downScaledHeight: downScaled,
  };
}
