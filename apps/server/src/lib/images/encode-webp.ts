import type { AppError } from '../app-error.ts';
import { detectImageType, type ImageType } from './image-type.ts';

/**
 * One size to make: `cover` crops to exactly width × height (a menu card's 4:3 frame), `inside`
 * keeps the proportions within the box. `onlyFromLarger` skips the size when the upload is
 * smaller than the box (a 2× picture blown up from a small one is only heavier).
 */
export type WebpSize = {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
  withoutEnlargement?: boolean;
  onlyFromLarger?: boolean;
};

export type EncodedImage = { bytes: Buffer; width: number; height: number };

/** Larger than this many pixels is refused before decoding (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * An uploaded picture re-encoded as WebP in each size asked for, largest last. The bytes must
 * really be one of the `accept` types (whatever the file is called) and decodable, else
 * `refusal` is thrown. Re-encoding also drops EXIF location data and anything hidden after the
 * image; EXIF orientation is applied first. Used by the avatar, the menu's product photos and
 * the business's logo and cover.
 */
export async function encodeWebp({
  bytes,
  accept,
  sizes,
  quality = 80,
  refusal,
}: {
  bytes: Buffer;
  accept: readonly ImageType[];
  sizes: readonly WebpSize[];
  quality?: number;
  refusal: AppError;
}): Promise<EncodedImage[]> {
  const type = detectImageType(bytes);
  if (!type || !accept.includes(type)) throw refusal;
  // Loaded on the first picture, not at start: sharp and libvips are about 14 MiB of the idle
  // server's memory (docs/performance.md). Outside the try: a missing sharp is a 500, not a
  // picture of the wrong type.
  const { default: sharp } = await import('sharp');
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await source.metadata();
    const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height };
    const encoded: EncodedImage[] = [];
    for (const size of sizes) {
      if (size.onlyFromLarger && (oriented.width < size.width || oriented.height < size.height))
        continue;
      const { data, info } = await source
        .clone()
        .rotate()
        .resize(size.width, size.height, {
          fit: size.fit,
          withoutEnlargement: size.withoutEnlargement ?? false,
        })
        .webp({ quality })
        .toBuffer({ resolveWithObject: true });
      encoded.push({ bytes: data, width: info.width, height: info.height });
    }
    return encoded;
  } catch {
    throw refusal;
  }
}
