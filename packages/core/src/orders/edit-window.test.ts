import { describe, expect, it } from 'vitest';
import { computeEditableUntil, formatEditCountdown, isOrderEditable } from './edit-window.ts';

const now = new Date('2025-06-10T12:00:00Z');

describe('edit window (001 §4, §9)', () => {
  it('renews for 1 minute with pending items, otherwise 5 minutes', () => {
    expect(computeEditableUntil({ now, hasPendingItems: true }).toISOString()).toBe(
      '2025-06-10T12:01:00.000Z',
    );
    expect(computeEditableUntil({ now, hasPendingItems: false }).toISOString()).toBe(
      '2025-06-10T12:05:00.000Z',
    );
  });

  it('is editable only before editableUntil and while not confirmed', () => {
    const editableUntil = '2025-06-10T12:00:30Z';
    expect(isOrderEditable({ now, editableUntil })).toBe(true);
    expect(isOrderEditable({ now, editableUntil, confirmedAt: '2025-06-10T11:59:00Z' })).toBe(
      false,
    );
    expect(isOrderEditable({ now, editableUntil: '2025-06-10T12:00:00Z' })).toBe(false);
    expect(isOrderEditable({ now, editableUntil: null })).toBe(false);
    expect(isOrderEditable({ now, editableUntil: 'not a date' })).toBe(false);
  });

  it('counts down as m:ss', () => {
    expect(formatEditCountdown(300_000)).toBe('5:00');
    expect(formatEditCountdown(65_000)).toBe('1:05');
    expect(formatEditCountdown(400)).toBe('0:01');
    expect(formatEditCountdown(-5)).toBe('0:00');
  });
});
