import { buildTableQrUrl } from '@masa/core/qr/build-table-qr-url';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_IDS, DEMO_TABLE_IDS } from '../../db/seed/demo-ids.ts';
import { seedDemoData } from '../../db/seed/seed-demo.ts';
import { createTestApp } from '../../../test/app.ts';

const { app, db, config } = await createTestApp();
const EGE = DEMO_BUSINESS_IDS.ege;

beforeAll(async () => {
  await seedDemoData({ db, config });
});

describe('GET /business/{id}/qr-sheet', () => {
  it('is a printable A4 page with one code per table holding its menu URL', async () => {
    const res = await app.inject(`/api/business/${EGE}/qr-sheet`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('@page { size: A4');
    expect(html).toContain('<h1>Ege Sofrası</h1>');
    expect(html.match(/<svg/g)).toHaveLength(8);
    for (const [index, tableId] of DEMO_TABLE_IDS.ege.entries()) {
      const url = buildTableQrUrl({ publicUrl: config.publicUrl, businessId: EGE, tableId });
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      expect(html, tableId).toContain(svg);
      expect(html).toContain(`Masa kodu: EGE-M0${index + 1}`);
    }
    expect(html).toContain('<h2>Teras 1</h2>');
  });

  it('answers 404 in JSON for an unknown business', async () => {
    const res = await app.inject('/api/business/dddddddddddddddddddddddd/qr-sheet');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('İşletme bilgisi bulunamadı veya yüklenemedi.');
  });
});
