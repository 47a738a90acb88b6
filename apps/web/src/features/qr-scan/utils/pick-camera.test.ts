import { describe, expect, it } from 'vitest';
import { pickCamera } from './pick-camera.ts';

const cam = (id: string, label: string) => ({ id, label });

describe('camera choice', () => {
  it.each([
    ['an English back camera', [cam('f', 'Front Camera'), cam('b', 'Back Camera')], 'b'],
    ['a Turkish back camera', [cam('f', 'Ön kamera'), cam('b', 'ARKA KAMERA')], 'b'],
    ['a rear camera', [cam('f', 'camera2 1, facing front'), cam('r', 'Rear wide')], 'r'],
    ['the first camera when none is a back camera', [cam('a', 'USB cam'), cam('c', 'Other')], 'a'],
  ])('prefers %s', (_, cameras, id) => {
    expect(pickCamera(cameras)?.id).toBe(id);
  });

  it('gives nothing for no camera', () => {
    expect(pickCamera([])).toBeUndefined();
  });
});
