import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditEvents, businesses } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_IDS } from '../../src/db/seed/demo-ids.ts';
import { elfBytes, makeImage, multipartFile, noisyPng } from '../auth/multipart.ts';
import { createBackOfficeApp } from '../back-office/back-office-fixture.ts';

// Issue 17 §4: the business's logo and cover photo, uploaded from the settings screen, shown by
// the diner's app; owners and managers only.
const ctx = await createBackOfficeApp();
const { app, db, config } = ctx;
const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const { owner, manager, waiter, kitchen } = await ctx.crewOf('bogaz');
const otherOwner = await ctx.staffAs('ege', 'owner');

type Who = Record<string, string>;
const upload = (kind: 'logo' | 'cover', who: Who, bytes: Buffer, field = 'image') => {
  const { payload, headers } = multipartFile(field, 'resim.png', 'image/png', bytes);
  return app.inject({
    method: 'POST',
    url: `/api/staff/settings/${kind}`,
    headers: { ...who, ...headers },
    payload,
  });
};
const business = async (id: string = BOGAZ) =>
  (await db.select().from(businesses).where(eq(businesses.id, id)))[0]!;
const uploaded = (url: string) =>
  path.join(config.dataDir, 'uploads', 'businesses', path.basename(url));

describe("the business's logo and cover photo", () => {
  it('are stored as WebP in the size the diner app shows, and the diner app reads them', async () => {
    const logo = await upload('logo', owner, await makeImage('png', 600, 400));
    expect(logo.statusCode).toBe(200);
    expect(logo.json().message).toBe('Logo yüklendi');
    const cover = await upload('cover', manager, await makeImage('jpeg', 2400, 1600));
    expect(cover.statusCode).toBe(200);
    expect(cover.json().message).toBe('Kapak fotoğrafı yüklendi');
    const { logo: logoUrl, coverImage } = cover.json().data as { logo: string; coverImage: string };

    const shown = (await app.inject(`/api/business/${BOGAZ}`)).json().data;
    expect(shown).toMatchObject({ logo: logoUrl, coverImage });
    for (const [url, width, height] of [
      [logoUrl, 144, 144],
      [coverImage, 1200, 400],
    ] as const) {
      const served = await app.inject(url);
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width,
        height,
      });
    }
    const recorded = await db.select().from(auditEvents).where(eq(auditEvents.businessId, BOGAZ));
    expect(recorded.map((e) => e.details)).toEqual(
      expect.arrayContaining([{ section: 'logo' }, { section: 'cover' }]),
    );
  });

  it('replace the previous upload and remove its file', async () => {
    const before = (await business()).logo!;
    expect(existsSync(uploaded(before))).toBe(true);
    const again = await upload('logo', owner, await makeImage('gif', 200, 200));
    expect(again.statusCode).toBe(200);
    const after = (await business()).logo!;
    expect(after).not.toBe(before);
    expect(existsSync(uploaded(after))).toBe(true);
    expect(existsSync(uploaded(before))).toBe(false);
  });

  it('refuse what is not an image, too large, or without its field, and keep the picture', async () => {
    const kept = await business();
    const notImage = await upload('logo', owner, elfBytes());
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe(
      'Dosya bir resim değil ya da okunamıyor; lütfen JPEG, PNG, WebP ya da GIF bir resim yükleyin',
    );
    const tooLarge = await upload('cover', owner, await noisyPng(6 * 1024 * 1024));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(
      'Resim en fazla 5 MB olabilir; lütfen daha küçük bir resim yükleyin',
    );
    const wrongField = await upload('logo', owner, await makeImage('png'), 'photo');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(
      'Lütfen yüklemek için bir resim seçin (alan adı: image)',
    );
    const json = await app.inject({
      method: 'POST',
      url: '/api/staff/settings/cover',
      headers: owner,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const now = await business();
    expect({ logo: now.logo, cover: now.coverImage }).toEqual({
      logo: kept.logo,
      cover: kept.coverImage,
    });
  });

  it('are for owners and managers of this business only', async () => {
    const image = await makeImage('png', 300, 300);
    for (const who of [waiter, kitchen]) {
      for (const kind of ['logo', 'cover'] as const)
        expect((await upload(kind, who, image)).statusCode).toBe(403);
    }
    expect((await upload('logo', {}, image)).statusCode).toBe(401);
    // Another business's owner changes only their own business.
    const egeBefore = await business(DEMO_BUSINESS_IDS.ege);
    const bogazBefore = await business();
    expect((await upload('logo', otherOwner, image)).statusCode).toBe(200);
    expect((await business()).logo).toBe(bogazBefore.logo);
    expect((await business(DEMO_BUSINESS_IDS.ege)).logo).not.toBe(egeBefore.logo);
  });
});
