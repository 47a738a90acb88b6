import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout } from 'node:timers/promises';
import sharp from 'sharp';

/** A multipart/form-data body with one file part, built by hand so the name and type are ours. */
export function multipartFile(field: string, fileName: string, contentType: string, bytes: Buffer) {
  const boundary = `----masa${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real image of the given format and size, drawn by sharp. */
export function makeImage(
  format: 'png' | 'jpeg' | 'gif',
  width = 800,
  height = 600,
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 63, g: 81, b: 181 } },
  });
  return image.toFormat(format).toBuffer();
}

/** A PNG of noise of about `bytes` bytes (noise does not compress). */
export async function noisyPng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** The first bytes of a Linux executable (ELF), padded: what a renamed program looks like. */
export const elfBytes = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(4096)]);

/** A baseline JPEG of noise of about `bytes` bytes (about 2.9 bytes a pixel at quality 100). */
export async function noisyJpeg(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 2.9));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/**
 * A body that arrives as the network may deliver it: the bytes up to `at` in one chunk, the rest
 * a moment later in another.
 */
export function inTwoChunks(body: Buffer, at: number): Readable {
  return Readable.from(
    (async function* () {
      yield body.subarray(0, at);
      await setTimeout(20);
      yield body.subarray(at);
    })(),
  );
}
