import type { PrintersStatusEvent } from '@masa/core/realtime/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBackOfficeApp } from '../back-office/back-office-fixture.ts';
import { socketClients } from '../live-orders/socket-helpers.ts';
import { eventually } from './print-fixture.ts';

// Contract 5: `printers:status` goes to the business's staff whenever the payload changes; a
// printer added, changed or removed in Ayarlar changes it, so the board's banner follows it
// at once instead of waiting for the print worker's next try (up to 30 s of backoff).
const ctx = await createBackOfficeApp();
const { app } = ctx;
const manager = await ctx.staffAs('bogaz', 'manager');
const kitchen = await ctx.staffAs('bogaz', 'kitchen');
const egeKitchen = await ctx.staffAs('ege', 'kitchen');
const sockets = socketClients();
beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/staff${url}`, headers: manager, payload });

describe('printers:status after a settings change', () => {
  it('reaches the kitchen display when a printer is added, changed and removed', async () => {
    const events = sockets.record<PrintersStatusEvent>(
      await sockets.open(app, kitchen.authorization),
      'printers:status',
    );
    const egeEvents = sockets.record<PrintersStatusEvent>(
      await sockets.open(app, egeKitchen.authorization),
      'printers:status',
    );
    const last = () => events.at(-1)?.printers.find((p) => p.name === 'Tatlı yazıcısı');

    const created = await send('POST', '/printers', {
      name: 'Tatlı yazıcısı',
      host: '192.168.1.60',
      stations: ['Tatlı'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data.printer as { id: string };
    await eventually(() =>
      expect(last()).toMatchObject({ id, stations: ['Tatlı'], online: null, waiting: 0 }),
    );

    const seen = events.length;
    const changed = await send('PATCH', `/printers/${id}`, { stations: ['Tatlı', 'Bar'] });
    expect(changed.statusCode, changed.body).toBe(200);
    await eventually(() => expect(events.length).toBeGreaterThan(seen));
    expect(last()).toMatchObject({ id, stations: ['Tatlı', 'Bar'] });

    expect((await send('DELETE', `/printers/${id}`)).statusCode).toBe(204);
    await eventually(() => expect(events.length).toBeGreaterThan(seen + 1));
    expect(events.at(-1)!.printers.some((p) => p.id === id)).toBe(false);
    // Another business's staff hear nothing of bogaz's printers.
    expect(egeEvents).toEqual([]);
  });

  it('sends nothing for a refused change', async () => {
    const events = sockets.record<PrintersStatusEvent>(
      await sockets.open(app, kitchen.authorization),
      'printers:status',
    );
    const refused = await send('POST', '/printers', { name: 'Uzak', host: '8.8.8.8' });
    expect(refused.statusCode).toBe(400);
    // An accepted change after it: once its news has come, any of the refusal's came first.
    const added = await send('POST', '/printers', {
      name: 'Bar yazıcısı',
      host: '192.168.1.61',
      stations: ['Bar'],
    });
    expect(added.statusCode, added.body).toBe(201);
    const hasBar = (event: PrintersStatusEvent) =>
      event.printers.some((p) => p.name === 'Bar yazıcısı');
    await eventually(() => expect(events.some(hasBar)).toBe(true));
    expect(events.map(hasBar)).toEqual([true]);
    const { id } = added.json().data.printer as { id: string };
    expect((await send('DELETE', `/printers/${id}`)).statusCode).toBe(204);
  });
});
