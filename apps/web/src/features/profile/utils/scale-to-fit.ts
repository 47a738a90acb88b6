/** The avatar preview's longest side (000 §2.9, §9). */
export const AVATAR_PREVIEW_MAX_SIDE = 300;

/**
 * Width and height scaled down so the longer side is at most `maxSide`, keeping the aspect
 * ratio; smaller images keep their size. Each side is at least 1 pixel.
 */
export function scaleToFit(
  width: number,
  height: number,
  maxSide: number = AVATAR_PREVIEW_MAX_SIDE,
): { width: number; height: number } {
  const longer = Math.max(width, height);
  const ratio = longer > maxSide ? maxSide / longer : 1;
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
  };
}
