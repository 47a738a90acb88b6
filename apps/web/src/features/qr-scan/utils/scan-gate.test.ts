import { describe, expect, it } from 'vitest';
import { createScanGate } from './scan-gate.ts';

function gateAt(times: number[]) {
  let index = 0;
  return createScanGate({ debounceMs: 1000, now: () => times[index++] ?? 0 });
}

describe('scan gate (1 s de-bounce, one scan at a time)', () => {
  it('lets the first scan in and ignores others while it is processed', () => {
    const gate = gateAt([0, 1500, 2000]);
    expect(gate.enter()).toBe(true);
    expect(gate.enter()).toBe(false); // still processing, even 1.5 s later
    gate.leave();
    expect(gate.enter()).toBe(true);
  });

  it('ignores a scan under 1000 ms after the previous one, accepts one at 1000 ms', () => {
    const gate = gateAt([0, 999, 1000]);
    expect(gate.enter()).toBe(true);
    gate.leave();
    expect(gate.enter()).toBe(false);
    expect(gate.enter()).toBe(true);
  });

  it('lets a typed code in right after a scan, but never while one is processed', () => {
    const gate = gateAt([0, 10, 20]);
    expect(gate.enter()).toBe(true);
    expect(gate.enter(true)).toBe(false);
    gate.leave();
    expect(gate.enter(true)).toBe(true);
  });
});
