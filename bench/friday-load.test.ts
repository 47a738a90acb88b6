import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runOpenLoop, type Operation } from './friday-load.ts';
import { eventsAtScreens } from './friday-screens.ts';

// The Friday night's two judgements (ADR 111): requests start on their schedule whatever the
// server does, and an event a screen heard late or never is missed.

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A real HTTP server that holds every answer until `count` requests are waiting. */
async function serverAnsweringAfter(count: number, status: (n: number) => number) {
  const waiting: ServerResponse[] = [];
  const server = createServer((_req, res) => {
    waiting.push(res);
    if (waiting.length === count)
      waiting.forEach((r, n) => r.writeHead(status(n)).end(JSON.stringify({ n })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const getting = (url: string, rate: number): Operation => ({
  name: 'get',
  key: 'get',
  rate,
  send: async (_k, signal) => {
    const res = await fetch(url, { signal });
    await res.arrayBuffer();
    return { status: res.status, expected: [] };
  },
});

describe('runOpenLoop', () => {
  it('starts every request on its schedule, though none was answered yet', async () => {
    // A closed loop would wait for the first answer forever: it comes after the tenth request.
    const url = await serverAnsweringAfter(10, () => 200);
    const [sent] = await runOpenLoop([getting(url, 20)], 0.5);
    expect(sent!.latencies).toHaveLength(10);
    expect([...sent!.errors]).toEqual([]);
  });

  it('counts the answers that are not 2xx by their status', async () => {
    const url = await serverAnsweringAfter(10, (n) => (n % 5 === 0 ? 503 : 201));
    const [sent] = await runOpenLoop([getting(url, 20)], 0.5);
    expect([...sent!.errors]).toEqual([['503', 2]]);
    expect(sent!.latencies).toHaveLength(10);
  });
});

describe('eventsAtScreens', () => {
  const screen = (businessId: string, heard: [string, number][]) => ({
    businessId,
    heard: new Map(heard),
  });

  it('misses an event a screen of its venue heard after the deadline or never', () => {
    const screens = [
      screen('venue-a', [['order:created o1', 1200]]),
      screen('venue-a', [['order:created o1', 7000]]),
      screen('venue-a', []),
      // Another venue's screen is not asked about venue A's orders.
      screen('venue-b', []),
    ];
    const { delays, missed, heardLate } = eventsAtScreens(
      screens,
      [{ businessId: 'venue-a', key: 'order:created o1', t0: 1000 }],
      5000,
    );
    expect(delays).toEqual([200]);
    expect(missed).toBe(2);
    expect(heardLate).toBe(1);
  });
});
