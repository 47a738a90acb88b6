import path from 'node:path';
import { SERVER_DIR } from '../../lib/server-dir.ts';

/** Where the demo pictures live in the repo, and the names and URLs the seed gives them. */

export const DEMO_ASSETS_DIR = path.join(SERVER_DIR, 'assets/demo');

/** The seed copies the pictures to DATA_DIR/uploads/demo, which the server serves here. */
export const DEMO_UPLOADS_URL = '/uploads/demo';

const TURKISH_TO_ASCII: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  i̇: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
};

/** 'Kola (33 cl)' → 'kola-33-cl', 'Çay' → 'cay'. */
export function demoSlug(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/i̇|[çğıöşü]/g, (c) => TURKISH_TO_ASCII[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const demoImageFile = {
  logo: (slug: string) => `${slug}-logo.webp`,
  cover: (slug: string) => `${slug}-cover.webp`,
  product: (slug: string, productName: string) => `${slug}-${demoSlug(productName)}.webp`,
  campaign: (slug: string, index: number) => `${slug}-kampanya-${index + 1}.webp`,
};

export const demoImageUrl = (file: string) => `${DEMO_UPLOADS_URL}/${file}`;
