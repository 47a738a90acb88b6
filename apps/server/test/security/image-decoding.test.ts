import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { products, users } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { MENU_EDITOR_ANSWERS } from '../../src/domain/menu-editor/menu-editor-messages.ts';
import { imageJobs } from '../../src/lib/images/image-jobs.ts';
import { bearer, nextIp } from '../auth/helpers.ts';

const AVATAR_TOO_MANY_PIXELS = {
  tr: 'Profil fotoğrafı en fazla 12 megapiksel olabilir; lütfen daha küçük bir fotoğraf yükleyin.',
  en: 'The profile photo can be at most 12 megapixels; please upload a smaller photo.',
};
import { multipartFile } from '../auth/multipart.ts';
import { createBackOfficeApp } from '../back-office/back-office-fixture.ts';

// Issue 28, medium: 24 guests each uploading a 233 KB, 6300 × 6300 JPEG avatar at once took the
// server from 282 MB to 1,386 MB. Pictures over the pixel limit are refused from their header,
// and decoding runs two at a time with eight waiting (ADR 052).
const ctx = await createBackOfficeApp();
const { app, db, config } = ctx;
const owner = await ctx.staffAs('bogaz', 'owner');
const [product] = await db
  .select()
  .from(products)
  .where(inArray(products.businessId, [DEMO_BUSINESS_IDS.bogaz]))
  .limit(1);

/** A plain-colour progressive JPEG: a few hundred KB, however many pixels (as in the review). */
const plainJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ progressive: true })
    .toBuffer();

const guests = async (count: number) => {
  const made = await Promise.all(
    Array.from({ length: count }, () =>
      app.inject({
        method: 'POST',
        url: '/api/users/customer/guest',
        payload: {},
        remoteAddress: nextIp(),
      }),
    ),
  );
  return made.map((res) => res.json().data as { token: string; user: { id: string } });
};
const uploadAvatar = (token: string, bytes: Buffer, headers: Record<string, string> = {}) => {
  const body = multipartFile('avatar', 'foto.jpg', 'image/jpeg', bytes);
  return app.inject({
    method: 'POST',
    url: '/api/users/avatar',
    headers: { ...body.headers, ...bearer(token), ...headers },
    payload: body.payload,
  });
};
const uploadPhoto = (bytes: Buffer) => {
  const body = multipartFile('photo', 'foto.jpg', 'image/jpeg', bytes);
  return app.inject({
    method: 'POST',
    url: `/api/staff/products/${product!.id}/photo`,
    headers: { ...body.headers, ...owner },
    payload: body.payload,
  });
};
const avatarFiles = () => {
  const directory = path.join(config.dataDir, 'uploads', 'avatars');
  return existsSync(directory) ? readdirSync(directory) : [];
};

describe('pictures with too many pixels', () => {
  it('24 guests sending a 6300 × 6300 JPEG avatar at once are all refused from the header, nothing stored', async () => {
    const bomb = await plainJpeg(6300, 6300);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const signedIn = await guests(24);
    const filesBefore = avatarFiles();
    imageJobs.resetPeak();

    const answers = await Promise.all(signedIn.map(({ token }) => uploadAvatar(token, bomb)));
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'AVATAR_TOO_MANY_PIXELS',
        message: AVATAR_TOO_MANY_PIXELS.tr,
      });
    }
    // Refused before any decoding job started.
    expect(imageJobs.stats().peak).toBe(0);
    expect(avatarFiles()).toEqual(filesBefore);
    const ids = signedIn.map((g) => g.user.id);
    const rows = await db.select().from(users).where(inArray(users.id, ids));
    expect(rows.map((r) => r.avatar)).toEqual(ids.map(() => null));
  });

  it('an avatar of exactly 12 Mpx is taken, one pixel column more is refused, in English too', async () => {
    const [guest] = await guests(1);
    const atLimit = await uploadAvatar(guest!.token, await plainJpeg(4000, 3000));
    expect(atLimit.statusCode).toBe(200);
    const over = await uploadAvatar(guest!.token, await plainJpeg(4001, 3000));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(AVATAR_TOO_MANY_PIXELS.tr);
    const english = await uploadAvatar(guest!.token, await plainJpeg(4001, 3000), {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(english.json().message).toBe(AVATAR_TOO_MANY_PIXELS.en);
  });

  it("a product's photo of exactly 24 Mpx is taken, larger is refused and the photo kept", async () => {
    const atLimit = await uploadPhoto(await plainJpeg(6000, 4000));
    expect(atLimit.statusCode).toBe(200);
    const kept = atLimit.json().data.imageUrl as string;
    const over = await uploadPhoto(await plainJpeg(6000, 4001));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      error: 'PHOTO_TOO_MANY_PIXELS',
      message: MENU_EDITOR_ANSWERS.photoTooManyPixels,
    });
    const [row] = await db
      .select()
      .from(products)
      .where(inArray(products.id, [product!.id]));
    expect(row!.imageUrl).toBe(kept);
  });
});

describe('decoding pictures, process-wide', () => {
  it('runs at most two at a time; ten at once all succeed, eight of them after waiting', async () => {
    const picture = await plainJpeg(4000, 3000);
    const signedIn = await guests(10);
    imageJobs.resetPeak();
    const answers = await Promise.all(signedIn.map(({ token }) => uploadAvatar(token, picture)));
    expect(answers.map((res) => res.statusCode)).toEqual(signedIn.map(() => 200));
    expect(imageJobs.stats()).toEqual({ active: 0, waiting: 0, peak: 2 });
  });

  it('refuses what does not fit in the line with 503 and Retry-After, never a 500', async () => {
    const picture = await plainJpeg(4000, 3000);
    const signedIn = await guests(24);
    imageJobs.resetPeak();
    const answers = await Promise.all(signedIn.map(({ token }) => uploadAvatar(token, picture)));
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(10);
    expect(busy.length + answers.filter((res) => res.statusCode === 200).length).toBe(24);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(res.json()).toMatchObject({
        error: 'IMAGES_BUSY',
        message: 'Şu anda çok fazla resim işleniyor. Lütfen birkaç saniye sonra tekrar deneyin.',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(imageJobs.stats().peak).toBe(2);
  });
});
