import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { encodeWebp, type WebpSize } from '../../lib/images/encode-webp.ts';
import { uploadFolder } from '../../lib/images/upload-files.ts';
import { writeAuditedSettings } from './write-audited-settings.ts';

export type BusinessImageKind = 'logo' | 'cover';

/**
 * The one size each picture is made at: twice what the diner's app declares (the menu header's
 * 72 × 72 logo, its 1200 × 400 cover strip is already wider than a phone's two-times screen),
 * cropped to that frame so the page does not jump.
 */
export const BUSINESS_IMAGE_SIZES: Record<BusinessImageKind, WebpSize> = {
  logo: { width: 144, height: 144, fit: 'cover' },
  cover: { width: 1200, height: 400, fit: 'cover' },
};

/** Larger is refused before decoding (issue 28, ADR 052): a camera's photo is up to 24 Mpx. */
export const BUSINESS_IMAGE_MAX_PIXELS = 24_000_000;

const COLUMN = { logo: 'logo', cover: 'coverImage' } as const;

/**
 * A new logo or cover photo for the business (issue 17 §4): re-encoded as WebP (lib/images),
 * written under DATA_DIR/uploads/businesses, then the business points at it and the change is
 * recorded in the audit trail in the same transaction; the previous upload's file is removed
 * after the commit. Not an image: 400 and nothing changes.
 */
export async function replaceBusinessImage({
  db,
  config,
  businessId,
  staffId,
  kind,
  bytes,
}: {
  db: Db;
  config: Config;
  businessId: string;
  staffId: string;
  kind: BusinessImageKind;
  bytes: Buffer;
}): Promise<string> {
  const [image] = await encodeWebp({
    bytes,
    accept: ['jpeg', 'png', 'webp', 'gif'],
    sizes: [BUSINESS_IMAGE_SIZES[kind]],
    quality: kind === 'cover' ? 70 : 80,
    maxPixels: BUSINESS_IMAGE_MAX_PIXELS,
    refusal: refuse(400, 'IMAGE_WRONG_TYPE'),
    tooManyPixels: refuse(400, 'IMAGE_TOO_MANY_PIXELS'),
  });
  const folder = uploadFolder(config, 'businesses');
  const url = await folder.write(`${folder.newStem(businessId)}-${kind}.webp`, image!.bytes);
  const column = COLUMN[kind];
  const previous = await writeAuditedSettings({
    db,
    businessId,
    staffId,
    now: new Date(),
    change: null,
    write: async (tx) => {
      const [before] = await tx
        .select({ url: businesses[column] })
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .for('update');
      if (!before) return { result: undefined, details: null };
      await tx
        .update(businesses)
        .set({ [column]: url, updatedAt: new Date() })
        .where(eq(businesses.id, businessId));
      return { result: before, details: { section: kind } };
    },
  });
  if (!previous) {
    await folder.remove(businessId, [url]);
    throw refuse(404, 'BUSINESS_NOT_FOUND');
  }
  await folder.remove(businessId, [previous.url]);
  return url;
}
