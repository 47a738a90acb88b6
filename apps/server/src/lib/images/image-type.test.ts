import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.ts';

const picture = (format: 'jpeg' | 'png' | 'gif' | 'webp') =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#c33' } })
    .toFormat(format)
    .toBuffer();

describe('detectImageType', () => {
  it('reads the type from the bytes', async () => {
    for (const format of ['jpeg', 'png', 'gif', 'webp'] as const) {
      expect(detectImageType(await picture(format))).toBe(format);
    }
  });

  it('knows nothing else, whatever it starts like', () => {
    expect(detectImageType(Buffer.from('Künefe 145,50'))).toBeUndefined();
    // A RIFF file that is not WebP (a WAV sound).
    expect(detectImageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeUndefined();
    expect(detectImageType(new Uint8Array())).toBeUndefined();
  });
});
