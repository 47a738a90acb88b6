import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { ImageVariant } from '../../db/schema/json-types.ts';
import { refuse } from '../../lib/app-error.ts';
import { encodeWebp, type WebpSize } from '../../lib/images/encode-webp.ts';
import { uploadFolder } from '../../lib/images/upload-files.ts';

/**
 * The sizes the diner's menu shows a photo at: a card's 4:3 frame at 480 × 360 (what its <img>
 * declares) and twice that for the product page on high-density phones, when the upload is
 * large enough to fill it.
 */
export const PRODUCT_PHOTO_SIZES: readonly WebpSize[] = [
  { width: 480, height: 360, fit: 'cover' },
  { width: 960, height: 720, fit: 'cover', onlyFromLarger: true },
];

/** Larger is refused before decoding (issue 28, ADR 052): a camera's photo is up to 24 Mpx. */
export const PRODUCT_PHOTO_MAX_PIXELS = 24_000_000;

/**
 * A new photo for a product (issue 17 §1): re-encoded as WebP in PRODUCT_PHOTO_SIZES
 * (lib/images), written under DATA_DIR/uploads/products, then the product points at them
 * (`imageUrl` the card size, `imageVariants` each size with its pixels) and the previous
 * photo's files are removed. Not an image, or not decodable: 400 and nothing changes.
 */
export async function replaceProductPhoto({
  db,
  config,
  businessId,
  productId,
  bytes,
}: {
  db: Db;
  config: Config;
  businessId: string;
  productId: string;
  bytes: Buffer;
}) {
  const encoded = await encodeWebp({
    bytes,
    accept: ['jpeg', 'png', 'webp', 'gif'],
    sizes: PRODUCT_PHOTO_SIZES,
    quality: 75,
    maxPixels: PRODUCT_PHOTO_MAX_PIXELS,
    refusal: refuse(400, 'PHOTO_WRONG_TYPE'),
    tooManyPixels: refuse(400, 'PHOTO_TOO_MANY_PIXELS'),
  });
  const folder = uploadFolder(config, 'products');
  const stem = folder.newStem(productId);
  const variants: ImageVariant[] = [];
  for (const image of encoded) {
    const url = await folder.write(`${stem}-${image.width}.webp`, image.bytes);
    variants.push({ url, width: image.width, height: image.height });
  }
  const urls = variants.map((v) => v.url);
  const result = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ imageUrl: products.imageUrl, variants: products.imageVariants })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.businessId, businessId)))
      .for('update');
    if (!before) return undefined;
    const [after] = await tx
      .update(products)
      .set({ imageUrl: urls[0], imageVariants: variants, updatedAt: new Date() })
      .where(eq(products.id, productId))
      .returning();
    return { product: after!, previous: [before.imageUrl, ...before.variants.map((v) => v.url)] };
  });
  if (!result) {
    await folder.remove(productId, urls);
    throw refuse(404, 'PRODUCT_NOT_FOUND');
  }
  await folder.remove(productId, result.previous);
  return result.product;
}

/** Removes the photo files of a product that is gone (only its own uploads). */
export async function removeProductPhotoFiles(
  config: Config,
  row: { id: string; imageUrl: string | null; imageVariants: ImageVariant[] },
): Promise<void> {
  await uploadFolder(config, 'products').remove(row.id, [
    row.imageUrl,
    ...row.imageVariants.map((v) => v.url),
  ]);
}
