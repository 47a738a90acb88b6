import type { TipDay } from '@masa/core/tips/tips.schemas';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { hoursText, parseHours } from '../hours-text.ts';

/**
 * The hours typed per person on the tip screen, starting from what the day holds; `hours` is
 * the body to save (minutes), or null while a field is not an amount of hours.
 */
export function useHoursFields(day: TipDay) {
  const { language } = useI18n();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const text = (id: string) =>
    typed[id] ?? hoursText(day.people.find((p) => p.id === id)?.minutes ?? 0, language);
  const minutes = day.people.map((p) => ({ staffId: p.id, minutes: parseHours(text(p.id)) }));
  const invalid = new Set(minutes.filter((m) => m.minutes === null).map((m) => m.staffId));
  const hours =
    invalid.size > 0 ? null : minutes.map((m) => ({ staffId: m.staffId, minutes: m.minutes! }));
  return {
    text,
    invalid,
    hours,
    changed: Object.keys(typed).length > 0,
    set: (id: string, value: string) => setTyped((all) => ({ ...all, [id]: value })),
    reset: () => setTyped({}),
  };
}
