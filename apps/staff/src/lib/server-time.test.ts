import { beforeEach, describe, expect, it, vi } from 'vitest';

// The offset is the module's own state: each test starts from a fresh module.
const load = () => import('./server-time.ts');
const minutes = (count: number) => count * 60_000;

describe("the server's time from its answers' Date header", () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it("is the tablet's clock until an answer says otherwise", async () => {
    const { serverNow } = await load();
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(1000);
  });

  it('follows a server half an hour ahead, to within the header’s second', async () => {
    const { noteServerDate, serverNow } = await load();
    const sentAt = Date.now();
    noteServerDate(new Date(sentAt + minutes(30)).toUTCString(), sentAt, sentAt + 200);
    expect(Math.abs(serverNow() - (Date.now() + minutes(30)))).toBeLessThan(1000);
  });

  it('tells the screens when the offset moves by a second or more, and only then', async () => {
    const { noteServerDate, onServerTimeMoved } = await load();
    const moved = vi.fn();
    onServerTimeMoved(moved);
    const at = Date.parse('2026-11-30T10:00:00.000Z');
    const header = (ms: number) => new Date(ms).toUTCString();
    noteServerDate(header(at - minutes(7)), at, at);
    // A second later, the header's rounding moves the offset by 0.4 s: nothing to redraw.
    noteServerDate(header(at + 1000 - minutes(7)), at + 1400, at + 1400);
    expect(moved).toHaveBeenCalledTimes(1);
    noteServerDate(header(at + 5000), at + 5000, at + 5000);
    expect(moved).toHaveBeenCalledTimes(2);
  });

  it('keeps the last offset when an answer has no readable Date', async () => {
    const { noteServerDate, serverNow } = await load();
    const sentAt = Date.now();
    noteServerDate(new Date(sentAt - minutes(5)).toUTCString(), sentAt, sentAt);
    noteServerDate(null, sentAt, sentAt);
    noteServerDate('not a date', sentAt, sentAt);
    expect(Math.abs(serverNow() - (Date.now() - minutes(5)))).toBeLessThan(1000);
  });
});
