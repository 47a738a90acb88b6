import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AUTH_MESSAGES as CORE_MESSAGES } from '@masa/core/auth/auth-messages';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, unauthorized } from '../../lib/app-error.ts';
import { detectImageType } from '../../lib/image-type.ts';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';
import type { UserRow } from './public-user.ts';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';
const AVATAR_SIDE = 512;

/**
 * Stores a new profile photo (000 §5.3): the bytes must really be JPEG, PNG or GIF (whatever the
 * file is called) and decodable; the image is re-encoded as WebP of at most 512×512 (which also
 * drops EXIF location data and anything hidden after the image), written under
 * DATA_DIR/uploads/avatars with a random name, and the previous photo file is removed.
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
  if (!detectImageType(bytes)) throw badRequest(CORE_MESSAGES.avatarWrongType, 'AVATAR_WRONG_TYPE');
  // Loaded on the first photo, not at start: sharp and libvips are about 14 MiB of the idle
  // server's memory (docs/performance.md). Outside the try: a missing sharp is a 500, not a
  // photo of the wrong type.
  const { default: sharp } = await import('sharp');
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(CORE_MESSAGES.avatarWrongType, 'AVATAR_WRONG_TYPE');
  }
  const directory = path.join(config.dataDir, 'uploads', 'avatars');
  await mkdir(directory, { recursive: true });
  const fileName = `${userId}-${randomBytes(8).toString('hex')}.webp`;
  await writeFile(path.join(directory, fileName), encoded);

  const result = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) return undefined;
    const [after] = await tx
      .update(users)
      .set({ avatar: AVATAR_URL_PREFIX + fileName, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return after && { user: after, previous: before.avatar };
  });
  if (!result) {
    await unlink(path.join(directory, fileName)).catch(() => {});
    throw unauthorized(AUTH_MESSAGES.userGone, 'USER_NOT_FOUND');
  }
  const previous = result.previous;
  // Only our own files of this user: never a path that could point elsewhere.
  if (previous?.startsWith(AVATAR_URL_PREFIX)) {
    const previousName = path.basename(previous);
    if (previousName.startsWith(`${userId}-`)) {
      await unlink(path.join(directory, previousName)).catch(() => {});
    }
  }
  return result.user;
}
