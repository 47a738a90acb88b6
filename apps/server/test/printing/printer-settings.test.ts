import { describe, expect, it } from 'vitest';
import { isTwin, resolvePrinterAddress } from '../../src/domain/printing/printer-address.ts';
import { createBackOfficeApp } from '../back-office/back-office-fixture.ts';
import { startBytePrinter } from './byte-printer.ts';
import { ticketsIn } from './print-fixture.ts';

// Issue 33 §1, contract 5: printers in Ayarlar, their validation and the address rule (ADR 082).
const ctx = await createBackOfficeApp();
const { app } = ctx;
const owner = await ctx.staffAs('bogaz', 'owner');
const manager = await ctx.staffAs('bogaz', 'manager');
const waiter = await ctx.staffAs('bogaz', 'waiter');
const kitchen = await ctx.staffAs('bogaz', 'kitchen');
const egeManager = await ctx.staffAs('ege', 'manager');

const kitchenPrinter = {
  name: 'Mutfak yazıcısı',
  host: '192.168.1.50',
  port: 9100,
  paperWidth: 80,
  codePage: 'pc857',
  stations: ['Mutfak'],
};
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: object, payload?: object) =>
  app.inject({ method, url: `/api/staff${url}`, headers: who as Record<string, string>, payload });
const list = async (who: object) => {
  const res = await app.inject({
    url: '/api/staff/printers',
    headers: who as Record<string, string>,
  });
  return res.json().data?.printers as { id: string; name: string; host: string }[];
};

describe('printer settings', () => {
  it('lets a manager add a printer, read it back with its state, change and remove it', async () => {
    const created = await send('POST', '/printers', manager, kitchenPrinter);
    expect(created.statusCode).toBe(201);
    const printer = created.json().data.printer;
    expect(printer).toMatchObject({
      ...kitchenPrinter,
      printsReceipts: false,
      hasDrawer: false,
      twin: false,
      state: { online: null, waiting: 0, lastSuccessAt: null, lastError: null },
    });
    expect(await list(owner)).toEqual([printer]);

    const changed = await send('PATCH', `/printers/${printer.id}`, owner, {
      host: '10.0.0.7',
      codePage: 'cp1254',
      paperWidth: 58,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.printer).toMatchObject({
      host: '10.0.0.7',
      codePage: 'cp1254',
      paperWidth: 58,
    });

    expect((await send('DELETE', `/printers/${printer.id}`, manager)).statusCode).toBe(204);
    expect(await list(manager)).toEqual([]);
    expect(
      (await send('PATCH', `/printers/${printer.id}`, manager, { name: 'X' })).statusCode,
    ).toBe(404);
  });

  it('answers every bad field with 400 and a Turkish message, and writes nothing', async () => {
    const bad = async (fields: object) => {
      const res = await send('POST', '/printers', manager, { ...kitchenPrinter, ...fields });
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await bad({ port: 70000 })).toBe('Port 1 ile 65535 arasında bir tam sayı olmalı');
    expect(await bad({ port: 0 })).toBe('Port 1 ile 65535 arasında bir tam sayı olmalı');
    expect(await bad({ codePage: 'cp437' })).toBe(
      'Karakter tablosu PC857 ya da Windows-1254 olmalı',
    );
    expect(await bad({ paperWidth: 76 })).toBe('Kâğıt genişliği 58 ya da 80 mm olmalı');
    expect(await bad({ name: '  ' })).toBe('Yazıcı adı 1 ile 60 karakter arasında olmalı');
    expect(await bad({ host: 'http://192.168.1.50/' })).toMatch(/^Yazıcı adresi bir IPv4 adresi/);
    expect(await bad({ host: '192.168.1.256' })).toMatch(/^Yazıcı adresi bir IPv4 adresi/);
    // Outside the business's network: the server would be made to connect anywhere (ADR 082).
    expect(await bad({ host: '8.8.8.8' })).toBe(
      '8.8.8.8 yerel ağda bir adres değil; yazıcı yalnızca işletmenin ağındaki bir adreste (192.168.x.x, 10.x.x.x, 172.16–31.x.x) olabilir',
    );
    expect(await bad({ host: '172.32.0.1' })).toMatch(/yerel ağda bir adres değil/);
    // A cloud host's metadata service is link-local, but no printer.
    expect(await bad({ host: '169.254.169.254' })).toMatch(/yerel ağda bir adres değil/);
    expect(await list(manager)).toEqual([]);

    const english = await app.inject({
      method: 'POST',
      url: '/api/staff/printers',
      headers: { ...manager, 'accept-language': 'en-GB,en;q=0.9' },
      payload: { ...kitchenPrinter, codePage: 'ascii' },
    });
    expect(english.json().message).toBe('The character table must be PC857 or Windows-1254');
    const englishHost = await app.inject({
      method: 'POST',
      url: '/api/staff/printers',
      headers: { ...manager, 'accept-language': 'en-GB,en;q=0.9' },
      payload: { ...kitchenPrinter, host: '8.8.8.8' },
    });
    expect(englishHost.json().message).toMatch(
      /^8\.8\.8\.8 is not an address on the local network/,
    );
  });

  it('keeps printers to owners and managers of their own business; status for every role', async () => {
    const { printer } = (await send('POST', '/printers', manager, kitchenPrinter)).json().data;
    for (const who of [waiter, kitchen]) {
      expect((await app.inject({ url: '/api/staff/printers', headers: who })).statusCode).toBe(403);
      expect((await send('POST', '/printers', who, kitchenPrinter)).statusCode).toBe(403);
      expect((await send('PATCH', `/printers/${printer.id}`, who, { name: 'X' })).statusCode).toBe(
        403,
      );
    }
    expect(
      (await send('PATCH', `/printers/${printer.id}`, egeManager, { name: 'X' })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/printers/${printer.id}`, egeManager)).statusCode).toBe(404);
    expect(await list(egeManager)).toEqual([]);
    expect((await list(manager))[0]).toMatchObject({ name: 'Mutfak yazıcısı' });

    const status = await app.inject({ url: '/api/staff/printers/status', headers: kitchen });
    expect(status.json().data.printers).toEqual([
      {
        id: printer.id,
        name: 'Mutfak yazıcısı',
        stations: ['Mutfak'],
        printsReceipts: false,
        twin: false,
        online: null,
        waiting: 0,
        lastSuccessAt: null,
        lastErrorAt: null,
        lastError: null,
      },
    ]);
  });
});

describe('the test page', () => {
  it('prints the Turkish letters on the printer at once and shows it online', async () => {
    const printer = await startBytePrinter();
    try {
      const { printer: saved } = (
        await send('POST', '/printers', owner, {
          ...kitchenPrinter,
          host: '127.0.0.1',
          port: printer.port,
        })
      ).json().data;
      const res = await send('POST', `/printers/${saved.id}/test`, owner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Test sayfası yazdırıldı',
        data: { printer: { state: { online: true, waiting: 0, lastError: null } } },
      });
      const [page] = ticketsIn(printer.received);
      expect(page).toContain('TEST SAYFASI');
      expect(page).toContain('ş ğ ı İ ö ü ç Ş Ğ Ö Ü Ç');
      expect(page).toContain(`127.0.0.1:${printer.port}`);
    } finally {
      await printer.close();
    }
  });

  it('answers 422 naming host:port when nothing answers there, and records the error', async () => {
    const printer = await startBytePrinter();
    const port = printer.port;
    await printer.close(); // nothing listens on the port any more
    const { printer: saved } = (
      await send('POST', '/printers', manager, {
        ...kitchenPrinter,
        name: 'Bar',
        host: '127.0.0.1',
        port,
      })
    ).json().data;
    const res = await send('POST', `/printers/${saved.id}/test`, manager);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'PRINTER_UNREACHABLE',
      message: `127.0.0.1:${port} adresindeki yazıcı yanıt vermiyor (bağlantı reddedildi). Yazıcının açık ve ağa bağlı olduğunu, adresi ve portu kontrol edin.`,
    });
    const english = await app.inject({
      method: 'POST',
      url: `/api/staff/printers/${saved.id}/test`,
      headers: { ...manager, 'accept-language': 'en' },
    });
    expect(english.json().message).toMatch(
      new RegExp(`^The printer at 127\\.0\\.0\\.1:${port} does not answer`),
    );
    const after = (await list(manager)).find((p) => p.id === saved.id) as unknown as {
      state: { online: boolean; lastError: string };
    };
    expect(after.state).toMatchObject({ online: false, lastError: 'bağlantı reddedildi' });
    expect((await send('POST', `/printers/${saved.id}/test`, waiter)).statusCode).toBe(403);
    expect((await send('POST', `/printers/${saved.id}/test`, egeManager)).statusCode).toBe(404);
  });
});

describe('the address rule (ADR 082)', () => {
  const production = { env: 'production' as const, twinPorts: [9100, 9101, 9102] };
  it('takes the local network, and loopback only on the twin’s ports in production', async () => {
    for (const host of ['192.168.0.10', '10.1.2.3', '172.16.0.9', '172.31.255.1', '169.254.1.1'])
      expect(await resolvePrinterAddress({ host, port: 9100, setup: production })).toBe(host);
    expect(await resolvePrinterAddress({ host: '127.0.0.1', port: 9102, setup: production })).toBe(
      '127.0.0.1',
    );
    await expect(
      resolvePrinterAddress({ host: '127.0.0.1', port: 5432, setup: production }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'PRINTER_ADDRESS_NOT_LOCAL' });
    await expect(
      resolvePrinterAddress({ host: 'localhost', port: 5432, setup: production }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'PRINTER_ADDRESS_NOT_LOCAL' });
    // Outside production a printer on this machine is a developer's own test printer.
    const development = { env: 'development' as const, twinPorts: [] };
    expect(await resolvePrinterAddress({ host: '127.0.0.1', port: 5432, setup: development })).toBe(
      '127.0.0.1',
    );
    for (const host of ['1.1.1.1', '100.64.0.1', '0.0.0.0', '224.0.0.1'])
      await expect(
        resolvePrinterAddress({ host, port: 9100, setup: development }),
      ).rejects.toMatchObject({
        statusCode: 400,
      });
  });

  it("calls a printer the twin only on this machine's virtual printer ports", () => {
    const twin = { twinPorts: [9100, 9101, 9102] };
    expect([9100, 9101, 9102].map((port) => isTwin(twin, '127.0.0.1', port))).toEqual([
      true,
      true,
      true,
    ]);
    expect(isTwin(twin, 'localhost', 9102)).toBe(true);
    expect(isTwin(twin, '127.0.0.1', 9103)).toBe(false);
    expect(isTwin(twin, '192.168.1.50', 9100)).toBe(false);
    expect(isTwin({ twinPorts: [] }, '127.0.0.1', 9100)).toBe(false);
  });
});
