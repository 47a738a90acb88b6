import type SharpModule from 'sharp';
import type { Sharp } from 'sharp';
import type { AppError } from '../app-error.ts';
import { imageJobs } from './image-jobs.ts';
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

/**
 * An uploaded picture re-encoded as WebP in each size asked for, largest last. The bytes must
 * really be one of the `accept` types (whatever the file is called) and decodable, else
 * `refusal` is thrown; more than `maxPixels` by its header, `tooManyPixels`, before anything is
 * decoded (issue 28: a 233 KB progressive JPEG of 6300 × 6300 takes about 350 MB to decode).
 * Decoding waits for its turn among imageJobs (ADR 052). Re-encoding also drops EXIF location
 * data and anything hidden after the image; EXIF orientation is applied first. Used by the
 * avatar, the menu's product photos and the business's logo and cover.
 */
export async function encodeWebp({
  bytes,
  accept,
  sizes,
  quality = 80,
  maxPixels,
  refusal,
  tooManyPixels,
}: {
  bytes: Buffer;
  accept: readonly ImageType[];
  sizes: readonly WebpSize[];
  quality?: number;
  maxPixels: number;
  refusal: AppError;
  tooManyPixels: AppError;
}): Promise<EncodedImage[]> {
  const type = detectImageType(bytes);
  if (!type || !accept.includes(type)) throw refusal;
  const sharp = await loadSharp();
  // The header only: cheap, and outside the line, so a refusal never waits for a turn. Without
  // the limit, which would refuse it as unreadable; the decoding below keeps it.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw refusal;
    });
  if (meta.width * meta.height > maxPixels) throw tooManyPixels;
  const source = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' });
  return imageJobs.run(async () => {
    try {
      return await encodeSizes(source, meta.autoOrient ?? meta, sizes, quality);
    } catch {
      throw refusal;
    }
  });
}

/**
 * sharp, loaded on the first picture, not at start: sharp and libvips are about 14 MiB of the
 * idle server's memory (docs/performance.md). A missing sharp is a 500, not a picture of the
 * wrong type. Its operation cache is off (it kept every decoded picture, hundreds of MB after a
 * burst) and libvips uses one thread per picture, so imageJobs bounds the threads (ADR 052).
 */
function loadSharp() {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}
let loaded: Promise<typeof SharpModule> | undefined;

async function encodeSizes(
  source: Sharp,
  oriented: { width: number; height: number },
  sizes: readonly WebpSize[],
  quality: number,
): Promise<EncodedImage[]> {
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
}
