/**
 * Draws the demo pictures into apps/server/assets/demo as small WebP files. Run once, after
 * changing the demo content, and commit the output (the seed never fetches anything):
 *
 *   npx tsx apps/server/src/db/seed/make-demo-images.ts
 *
 * Fonts: DejaVu Sans, through fontconfig.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_BUSINESSES } from './demo-businesses.ts';
import { DEMO_ASSETS_DIR, demoImageFile } from './demo-files.ts';
import { campaignSvg, coverSvg, logoSvg, productSvg } from './demo-image-svg.ts';

async function write(file: string, svg: string, quality: number): Promise<void> {
  await sharp(Buffer.from(svg))
    .webp({ quality, effort: 6 })
    .toFile(path.join(DEMO_ASSETS_DIR, file));
}

async function main(): Promise<void> {
  rmSync(DEMO_ASSETS_DIR, { recursive: true, force: true });
  mkdirSync(DEMO_ASSETS_DIR, { recursive: true });
  for (const business of DEMO_BUSINESSES) {
    await write(demoImageFile.logo(business.slug), logoSvg(business), 80);
    await write(demoImageFile.cover(business.slug), coverSvg(business), 70);
    for (const [index, campaign] of business.campaigns.entries()) {
      await write(
        demoImageFile.campaign(business.slug, index),
        campaignSvg(business, campaign),
        70,
      );
    }
    for (const category of business.categories) {
      for (const product of category.products) {
        const svg = productSvg(product.name, category.shape, category.colors);
        await write(demoImageFile.product(business.slug, product.name), svg, 65);
      }
    }
  }
  const files = readdirSync(DEMO_ASSETS_DIR);
  const bytes = files.reduce((sum, f) => sum + statSync(path.join(DEMO_ASSETS_DIR, f)).size, 0);
  console.log(`${files.length} images, ${(bytes / 1024).toFixed(0)} KB in ${DEMO_ASSETS_DIR}`);
}

await main();
