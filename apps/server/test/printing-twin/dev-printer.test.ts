import { encodeEscPos } from '@masa/core/printing/encode-escpos';
import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../app.ts';

/** Writes bytes to a port on this machine as the print worker does, and waits for the close. */
function send(port: number, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
}

const kitchenTicket = encodeEscPos(
  {
    blocks: [
      { kind: 'text', text: 'MUTFAK', inverse: true, align: 'center' },
      { kind: 'text', text: 'Masa 7', size: 2 },
      { kind: 'text', text: '1 x İskender, ekşi yoğurt', bold: true },
      { kind: 'rule' },
    ],
    cut: true,
  },
  { paperWidth: 80, codePage: 'pc857' },
);

function listen(port: number): Promise<net.Server | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Holds one port whose next two are free. The base comes from below Linux's ephemeral range
 * (32768 and up), where the database connections of parallel test files take their ports: a
 * base the kernel handed out (listen on 0) once had its next port taken by such a connection.
 */
async function takeFirstOfThreeFreePorts(): Promise<{ taken: net.Server; base: number }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20_000 + Math.floor(Math.random() * 10_000);
    const servers = [await listen(base), await listen(base + 1), await listen(base + 2)];
    const [taken, ...next] = servers;
    await Promise.all(
      next.map((s) => new Promise((resolve) => s?.close(resolve) ?? resolve(null))),
    );
    if (taken && next.every(Boolean)) return { taken, base };
    taken?.close();
  }
  throw new Error('no three free ports in a row between 20000 and 30000');
}

// PRINTER_TWIN_PORT=0: the three twins on free ports, so parallel test files never collide.
const { app } = await createTestApp({ PRINTER_TWIN_PORT: '0' });

describe('the virtual printers in the server (issue 33)', () => {
  it('starts Mutfak, Bar and Kasa and shows what the kitchen twin printed to this machine', async () => {
    expect(app.printerTwins.map((twin) => twin.name)).toEqual(['Mutfak', 'Bar', 'Kasa']);
    const [mutfak] = app.printerTwins;
    await send(mutfak!.port, kitchenTicket);
    await vi.waitFor(() => expect(mutfak!.tickets()).toHaveLength(1));

    const json = await app.inject({ url: '/api/dev/printer/tickets', remoteAddress: '127.0.0.1' });
    expect(json.statusCode).toBe(200);
    const { printers } = json.json() as {
      printers: { name: string; port: number; tickets: { text: string; cut: boolean }[] }[];
    };
    expect(printers.map((p) => [p.name, p.tickets.length])).toEqual([
      ['Mutfak', 1],
      ['Bar', 0],
      ['Kasa', 0],
    ]);
    expect(printers[0]?.tickets[0]).toMatchObject({
      text: `MUTFAK\nMasa 7\n1 x İskender, ekşi yoğurt\n${'-'.repeat(48)}`,
      cut: true,
    });

    const page = await app.inject({ url: '/api/dev/printer', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sanal yazıcı — gerçek yazıcı değildir');
    expect(page.body).toContain('1 x İskender, ekşi yoğurt');
    const png = `/api/dev/printer/tickets/${mutfak!.port}/0.png`;
    expect(page.body).toContain(`src="${png}"`);
    const image = await app.inject({ url: png, remoteAddress: '127.0.0.1' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // 80 mm paper (its rule is 48 columns wide): 576 dots.
    expect(image.rawPayload.readUInt32BE(16)).toBe(576);
    const missing = `/api/dev/printer/tickets/${mutfak!.port}/1.png`;
    expect((await app.inject({ url: missing, remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });

  it('answers 404 to another machine, as the development outbox does', async () => {
    const port = app.printerTwins[0]!.port;
    for (const url of [
      '/api/dev/printer',
      '/api/dev/printer/tickets',
      `/api/dev/printer/tickets/${port}/0.png`,
    ]) {
      const res = await app.inject({ url, remoteAddress: '192.168.1.20' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('MUTFAK');
      const forwarded = await app.inject({
        url,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(forwarded.statusCode, url).toBe(404);
    }
  });

  it('leaves out a twin whose port is taken (npm run printer there) and starts the others', async () => {
    const { taken, base } = await takeFirstOfThreeFreePorts();
    try {
      const other = await createTestApp({ PRINTER_TWIN_PORT: String(base) });
      expect(other.app.printerTwins.map((t) => [t.name, t.port])).toEqual([
        ['Bar', base + 1],
        ['Kasa', base + 2],
      ]);
      await other.app.close();
      await expect(send(base + 1, kitchenTicket)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      taken.close();
    }
  });
});
