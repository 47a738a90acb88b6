import { describe, expect, it } from 'vitest';
import { nextScannerState, type ScannerEvent, type ScannerState } from './scanner-state.ts';

describe('scanner states (000 §4.3)', () => {
  it.each<[ScannerState, ScannerEvent, ScannerState]>([
    ['not_started', 'start', 'scanning'],
    ['scanning', 'pause', 'paused'],
    ['paused', 'resume', 'scanning'],
    ['scanning', 'stop', 'not_started'],
    ['paused', 'stop', 'not_started'],
  ])('allows %s --%s--> %s', (from, event, to) => {
    expect(nextScannerState(from, event)).toBe(to);
  });

  it.each<[ScannerState, ScannerEvent]>([
    ['not_started', 'pause'],
    ['not_started', 'resume'],
    ['not_started', 'stop'],
    ['scanning', 'start'],
    ['scanning', 'resume'],
    ['paused', 'start'],
    ['paused', 'pause'],
  ])('refuses %s --%s-->', (from, event) => {
    expect(nextScannerState(from, event)).toBeNull();
  });
});
