import { describe, expect, it } from 'vitest';
import { scanRegionFor } from './scan-region.ts';

describe('scan region', () => {
  it('maps the 250 px box of a 358 px view onto a 640×480 video', () => {
    const region = scanRegionFor({ videoWidth: 640, videoHeight: 480, viewWidth: 358 });
    // 480 video px across 358 CSS px: 250 CSS px are 335 video px, centred.
    expect(region).toEqual({
      x: 153,
      y: 73,
      width: 335,
      height: 335,
      downScaledWidth: 335,
      downScaledHeight: 335,
    });
  });

  it('never exceeds the visible square, and decodes at most 400×400', () => {
    const region = scanRegionFor({ videoWidth: 1920, videoHeight: 1080, viewWidth: 200 });
    expect(region).toMatchObject({ x: 420, y: 0, width: 1080, height: 1080 });
    expect(region.downScaledWidth).toBe(400);
  });
});
