import { encodeEscPos } from '@masa/core/printing/encode-escpos';
import type { PrintDocument } from '@masa/core/printing/document';
import net from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderTicketPng } from '../../src/printing-twin/render-ticket-png.ts';
import { startVirtualPrinter } from '../../src/printing-twin/virtual-printer.ts';

const ticket: PrintDocument = {
  blocks: [
    { kind: 'text', text: 'MUTFAK', inverse: true, align: 'center' },
    { kind: 'text', text: 'Bahçe 3', size: 2 },
    { kind: 'text', text: '2 x Köfte Burger', bold: true },
    { kind: 'text', text: 'ALERJEN: Gluten, Süt', inverse: true },
    { kind: 'rule' },
  ],
  cut: true,
};

/** Connects as the print worker does, writes the bytes and ends; resolves once closed. */
function send(port: number, bytes: Uint8Array, { end = true } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(bytes, () => (end ? socket.end() : socket.destroy()));
    });
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
}

const printer = await startVirtualPrinter({ port: 0, name: 'Mutfak' });
afterAll(() => printer.close());

describe('the virtual printer', () => {
  it('reads a ticket sent over a socket back as its lines, Turkish letters intact', async () => {
    await send(printer.port, encodeEscPos(ticket, { paperWidth: 80, codePage: 'pc857' }));
    await vi.waitFor(() => expect(printer.tickets()).toHaveLength(1));
    const [received] = printer.tickets();
    expect(received).toMatchObject({ index: 0, cut: true, codePage: 'pc857', drawerPulses: 0 });
    expect(received?.text).toBe(
      ['MUTFAK', 'Bahçe 3', '2 x Köfte Burger', 'ALERJEN: Gluten, Süt', '-'.repeat(48)].join('\n'),
    );
    expect(received?.lines[3]).toMatchObject({ inverse: true, bold: false });
    expect(Date.parse(received?.receivedAt ?? '')).not.toBeNaN();
  });

  it('keeps the bytes of a connection that dropped mid-ticket as a ticket never cut', async () => {
    const before = printer.tickets().length;
    const bytes = encodeEscPos(ticket, { paperWidth: 58, codePage: 'cp1254' });
    await send(printer.port, bytes.slice(0, 30), { end: false });
    await vi.waitFor(() => expect(printer.tickets()).toHaveLength(before + 1));
    const half = printer.tickets().at(-1);
    expect(half).toMatchObject({ cut: false, codePage: 'cp1254', index: before });
    expect(half?.text).toBe('MUTFAK\nBah');
  });

  it('refuses connections while switched off and takes them again on the same port', async () => {
    const port = printer.port;
    await printer.refuse(true);
    const bytes = encodeEscPos(ticket, { paperWidth: 80, codePage: 'pc857' });
    await expect(send(port, bytes)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await printer.refuse(false);
    expect(printer.port).toBe(port);
    const before = printer.tickets().length;
    await send(port, bytes);
    await vi.waitFor(() => expect(printer.tickets()).toHaveLength(before + 1));
  });

  it('draws a ticket as a PNG as wide as the paper', async () => {
    for (const [paperWidth, dots] of [
      [58, 384],
      [80, 576],
    ] as const) {
      const before = printer.tickets().length;
      await send(printer.port, encodeEscPos(ticket, { paperWidth, codePage: 'pc857' }));
      await vi.waitFor(() => expect(printer.tickets()).toHaveLength(before + 1));
      const png = await renderTicketPng(printer.tickets().at(-1)!);
      // Drawn once: the viewer asks again on every page load.
      expect(await renderTicketPng(printer.tickets().at(-1)!)).toBe(png);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(dots);
      // 6 rows of 24 dots (the double-size table name takes 2) and the margins.
      expect(png.readUInt32BE(20)).toBe(6 * 24 + 24);
    }
  });
});
