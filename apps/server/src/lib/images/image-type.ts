export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

/**
 * The image type a file really is, from its first bytes (its "magic number"), whatever its name
 * or declared content type say: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, GIF "GIF87a"/"GIF89a",
 * WebP "RIFF" + size + "WEBP".
 */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (
    starts(0x47, 0x49, 0x46, 0x38) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return 'gif';
  }
  const webp = [0x57, 0x45, 0x42, 0x50];
  if (starts(0x52, 0x49, 0x46, 0x46) && webp.every((b, i) => bytes[8 + i] === b)) return 'webp';
  return undefined;
}
