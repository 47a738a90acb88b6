import { describe, expect, it } from 'vitest';
import { sayRule } from '../testing/say-rule.ts';
import { listScheduledSlots, validateScheduledTime } from './scheduled-slots.ts';

// Istanbul is UTC+3 all year: 09:10Z is 12:10 there.
const at = (iso: string) => new Date(iso);

describe('listScheduledSlots', () => {
  it('starts at the next half hour at least 30 minutes away and ends at 23:30', () => {
    const slots = listScheduledSlots(at('2025-06-10T09:10:00Z'));
    expect(slots[0]).toEqual({ value: '2025-06-10T10:00:00.000Z', label: '13:00' });
    expect(slots.at(-1)).toEqual({ value: '2025-06-10T20:30:00.000Z', label: '23:30' });
    expect(slots).toHaveLength(22);
    expect(slots.map((s) => s.label).slice(0, 3)).toEqual(['13:00', '13:30', '14:00']);
  });

  it('counts a slot exactly 30 minutes away', () => {
    expect(listScheduledSlots(at('2025-06-10T09:00:00Z'))[0]?.label).toBe('12:30');
    expect(listScheduledSlots(at('2025-06-10T09:00:01Z'))[0]?.label).toBe('13:00');
  });

  it('uses the Istanbul day, not the UTC day, and offers nothing after 23:00', () => {
    // 22:30Z on 9 June is 01:30 on 10 June in Istanbul.
    const slots = listScheduledSlots(at('2025-06-09T22:30:00Z'));
    expect(slots[0]).toEqual({ value: '2025-06-09T23:00:00.000Z', label: '02:00' });
    expect(listScheduledSlots(at('2025-06-10T19:59:59Z')).map((s) => s.label)).toEqual(['23:30']);
    expect(listScheduledSlots(at('2025-06-10T20:00:01Z'))).toEqual([]);
  });

  it('skips wall times a DST change removes in zones that have one', () => {
    // Berlin, 30 March 2025: 02:00 to 03:00 does not exist.
    const labels = listScheduledSlots(at('2025-03-29T23:00:00Z'), 'Europe/Berlin').map(
      (s) => s.label,
    );
    expect(labels.slice(0, 3)).toEqual(['00:30', '01:00', '01:30']);
    expect(labels).not.toContain('02:00');
    expect(labels).toContain('03:00');
  });
});

describe('validateScheduledTime', () => {
  const now = at('2025-06-10T09:10:00Z');
  /** The check with its refusal said (a rule text, ADR 117), as the apps and the server say it. */
  const check = (time: Date | string | null | undefined) => {
    const result = validateScheduledTime(now, time);
    return result.ok ? result : { ok: false, error: sayRule(result.error) };
  };

  it('asks for a time when none or an unreadable one is given', () => {
    for (const time of [undefined, null, '', 'yarın']) {
      expect(check(time)).toEqual({ ok: false, error: 'Lütfen sipariş saatini seçin' });
    }
  });

  it('refuses a time less than 30 minutes ahead', () => {
    expect(check('2025-06-10T09:39:59Z')).toEqual({
      ok: false,
      error: 'Sipariş en az 30 dakika sonrası için verilebilir',
    });
  });

  it('refuses a time after 23:30 or on another day', () => {
    const tooLate = { ok: false, error: 'Sipariş en geç bugün saat 23:30 için verilebilir' };
    expect(check('2025-06-10T20:45:00Z')).toEqual(tooLate);
    expect(check('2025-06-11T10:00:00Z')).toEqual(tooLate);
  });

  it('accepts every offered slot', () => {
    for (const slot of listScheduledSlots(now)) {
      expect(validateScheduledTime(now, slot.value)).toMatchObject({ ok: true });
    }
    expect(validateScheduledTime(now, new Date('2025-06-10T09:40:00Z'))).toMatchObject({
      ok: true,
    });
  });
});
