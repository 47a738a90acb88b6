import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { encodeWebp } from '../../lib/images/encode-webp.ts';
import { uploadFolder } from '../../lib/images/upload-files.ts';
import type { UserRow } from './public-user.ts';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';
const AVATAR_SIDE = 512;
/** Larger is refused before decoding (issue 28, ADR 052): a phone's photo is 12 Mpx. */
export const AVATAR_MAX_PIXELS = 12_000_000;

/**
 * Stores a new profile photo (000 §5.3): the bytes must really be JPEG, PNG or GIF (whatever the
 * file is called) and decodable; the image is re-encoded as WebP of at most 512×512
 * (lib/images), written under DATA_DIR/uploads/avatars with a random name, and the previous
 * photo file is removed.
 */
export async function replaceUserAvatar({
  db,
  config,
  userId,
  bytes,
}: {
  db: Db;
  config: Config;
  userId: string;
  bytes: Buffer;
}): Promise<UserRow> {
  const [avatar] = await encodeWebp({
    bytes,
    accept: ['jpeg', 'png', 'gif'],
    sizes: [{ width: AVATAR_SIDE, height: AVATAR_SIDE, fit: 'inside', withoutEnlargement: true }],
    quality: 82,
    maxPixels: AVATAR_MAX_PIXELS,
    refusal: refuse(400, 'AVATAR_WRONG_TYPE'),
    tooManyPixels: refuse(400, 'AVATAR_TOO_MANY_PIXELS'),
  });
  const folder = uploadFolder(config, 'avatars');
  const url = await folder.write(`${folder.newStem(userId)}.webp`, avatar!.bytes);

  const result = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) return undefined;
    const [after] = await tx
      .update(users)
      .set({ avatar: url, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return after && { user: after, previous: before.avatar };
  });
  if (!result) {
    await folder.remove(userId, [url]);
    throw refuse(401, 'USER_NOT_FOUND.userGone');
  }
  await folder.remove(userId, [result.previous]);
  return result.user;
}
