import { describe, expect, it } from 'vitest';
import { expectedReadyAt, preparationMinutesOf } from './expected-time.ts';

const at = (time: string) => `2026-11-26T${time}:00.000Z`;

describe("an order's expected time (issue 20)", () => {
  const lines = [
    { status: 'received', createdAt: at('12:00'), preparationMinutes: 20 },
    { status: 'received', createdAt: at('12:00'), preparationMinutes: 2 },
    { status: 'received', createdAt: at('12:00'), preparationMinutes: null },
  ];

  it('waits for the longest preparation, counted from when the staff accepted it', () => {
    expect(preparationMinutesOf(lines)).toBe(20);
    expect(expectedReadyAt({ receivedAt: null, lines })).toBeNull();
    expect(expectedReadyAt({ receivedAt: at('12:05'), lines })).toBe(at('12:25'));
  });

  it('counts a line added later from when it was added, and leaves out finished lines', () => {
    const more = [
      ...lines,
      { status: 'pending', createdAt: at('12:20'), preparationMinutes: 12 },
      { status: 'ready', createdAt: at('12:00'), preparationMinutes: 60 },
      { status: 'cancelled', createdAt: at('12:00'), preparationMinutes: 90 },
    ];
    expect(expectedReadyAt({ receivedAt: at('12:05'), lines: more })).toBe(at('12:32'));
    expect(preparationMinutesOf(more)).toBe(20);
  });

  it('has nothing to expect when no open line has a preparation time', () => {
    const done = lines.map((line) => ({ ...line, status: 'delivered' }));
    expect(preparationMinutesOf(done)).toBeNull();
    expect(expectedReadyAt({ receivedAt: at('12:05'), lines: done })).toBeNull();
  });
});
