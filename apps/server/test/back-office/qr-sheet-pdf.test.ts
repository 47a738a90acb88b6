import { QR_SHEET_PER_PAGE } from '@masa/core/qr/qr-sheet';
import { formatTableToken } from '@masa/core/qr/table-token';
import { describe, expect, it } from 'vitest';
import { createBackOfficeApp } from './back-office-fixture.ts';
import { readQrSheetPdf } from './read-qr-sheet-pdf.ts';

// Issue 17 §3: "print the QR sheet … as a page that prints cleanly on A4 and as a PDF". The PDF
// is read as a printer and a phone would: parsed and rendered by pdf.js, each drawn code
// decoded from the rendered page (read-qr-sheet-pdf.ts).
const ctx = await createBackOfficeApp();
const { app, headers } = ctx;
const { owner, manager, waiter, kitchen } = await ctx.crewOf('bogaz');
const egeOwner = await ctx.staffAs('ege', 'owner');

type Table = { id: string; name: string; active: boolean; accessToken?: string; qrUrl?: string };
const URL_PATH = '/api/staff/tables/qr-sheet.pdf';
const download = (who: Record<string, string>) => app.inject({ url: URL_PATH, headers: who });
const tablesOf = async (who: Record<string, string>) =>
  (await app.inject({ url: '/api/staff/tables', headers: who })).json().data as Table[];
const addTable = async (name: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/tables',
    headers: owner,
    payload: { name, seats: 4 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Table;
};

describe('the QR sheet as a PDF', () => {
  it('gives an owner an A4 PDF of every active table: names in Turkish letters, codes that open each table', async () => {
    // Enough tables for a second page, with the letters a Latin-1 font would lose.
    for (const name of ['Şömine Önü', 'Bağ Evi ğ', 'İç Avlu ı', 'Çatı Katı Ü'])
      await addTable(name);
    const retired = await addTable('Eski Köşe');
    await app.inject({
      method: 'PATCH',
      url: `/api/staff/tables/${retired.id}`,
      headers: owner,
      payload: { active: false },
    });
    const active = (await tablesOf(owner)).filter((table) => table.active);
    expect(active.length).toBeGreaterThan(QR_SHEET_PER_PAGE);

    const res = await download(owner);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="masa-qr-bogazici-lokantasi.pdf"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const sheet = await readQrSheetPdf(res.rawPayload);
    expect(sheet.pageCount).toBe(Math.ceil(active.length / QR_SHEET_PER_PAGE));
    for (const page of sheet.pages) expect(page.text[0]).toBe('Boğaziçi Lokantası');
    expect(sheet.cards.map((card) => card.name)).toEqual(active.map((table) => table.name));
    expect(sheet.cards.map((card) => card.name)).toEqual(
      expect.arrayContaining(['Şömine Önü', 'Bağ Evi ğ', 'İç Avlu ı', 'Çatı Katı Ü']),
    );
    expect(sheet.pages.flatMap((page) => page.text).join('\n')).not.toContain('Eski Köşe');
    for (const [index, card] of sheet.cards.entries()) {
      const table = active[index]!;
      expect(card).toEqual({
        business: 'Boğaziçi Lokantası',
        name: table.name,
        hint: 'Sipariş vermek için okutun',
        code: formatTableToken(table.accessToken!),
        // The code drawn on the card decodes to that table's own link, token included.
        link: table.qrUrl,
      });
    }
  });

  it('follows a re-issued code: the new sheet carries the new token, the old one is gone', async () => {
    const [first] = await tablesOf(owner);
    const reissued = await app.inject({
      method: 'POST',
      url: `/api/staff/tables/${first!.id}/access-token`,
      headers: manager,
    });
    expect(reissued.statusCode, reissued.body).toBe(200);
    const renewed = reissued.json().data as Table;
    expect(renewed.accessToken).not.toBe(first!.accessToken);

    const sheet = await readQrSheetPdf((await download(manager)).rawPayload);
    const card = sheet.cards.find((c) => c.name === first!.name)!;
    expect(card.link).toBe(renewed.qrUrl);
    expect(card.code).toBe(formatTableToken(renewed.accessToken!));
    expect(sheet.cards.map((c) => c.link)).not.toContain(first!.qrUrl);
  });

  it('is Ege’s sheet for Ege’s owner: another business’s tables never appear', async () => {
    const ege = (await tablesOf(egeOwner)).filter((table) => table.active);
    const res = await download(egeOwner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('masa-qr-ege-sofrasi.pdf');
    const sheet = await readQrSheetPdf(res.rawPayload);
    expect(sheet.cards.map((card) => card.link)).toEqual(ege.map((table) => table.qrUrl));
    const bogazNames = (await tablesOf(owner)).map((table) => table.name);
    const text = sheet.pages.flatMap((page) => page.text);
    expect(text.filter((line) => bogazNames.includes(line))).toEqual([]);
    expect(text).not.toContain('Boğaziçi Lokantası');
  });

  it('refuses waiters and the kitchen (403), diners (403) and strangers (401), with no PDF', async () => {
    for (const who of [waiter, kitchen, headers]) {
      const res = await download(who);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).not.toContain('%PDF');
    }
    expect((await download(waiter)).json().message).toBe('Bu işlem için yetkiniz yok');
    expect((await download({})).statusCode).toBe(401);
  });

  it('is documented in the OpenAPI document as a PDF', async () => {
    const doc = (await app.inject('/api/docs/json')).json();
    const operation = doc.paths[URL_PATH]?.get;
    expect(operation.summary).toMatch(/PDF/);
    expect(Object.keys(operation.responses['200'].content)).toEqual(['application/pdf']);
    expect(operation.security).toEqual([{ bearer: [] }]);
  });
});
