import {
  PERSON_COUNT_MAX,
  PERSON_COUNT_MIN,
  isPartyOverSeats,
} from '@masa/core/orders/order-limits';
import { createPersonCountSchema } from '@masa/core/orders/order.schemas';
import { useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { storage } from '../../../lib/storage.ts';
import { sayIssue } from '../../../lib/form-resolver.ts';

const t = texts('checkout');

const inRange = (n: number) =>
  Number.isInteger(n) && n >= PERSON_COUNT_MIN && n <= PERSON_COUNT_MAX;

/**
 * The checkout's person count (001 §5): 1–20 and at most twice the table's seats; above its
 * seats the diner may order and is told the staff will know (ADR 065). 'Kişi sayısı en az 1
 * olmalıdır' below 1 or empty, a whole number. Every valid count
 * is saved on the device as it changes (sessionPersonCount). `count` is the last valid one;
 * while `error` is set the checkout shows no figures computed from it.
 */
export function usePersonCount(seats: number) {
  const [text, setTextState] = useState(() => String(storage.getPersonCount()));
  const [lastValid, setLastValid] = useState(() => storage.getPersonCount());
  const value = text.trim() === '' ? 0 : Number(text);
  const checked = createPersonCountSchema(seats).safeParse(value);
  // A fraction is not "below 1": it gets its own words (1.5 would otherwise read 'at least 1').
  const fraction = value >= PERSON_COUNT_MIN && !Number.isInteger(value);
  const error = fraction
    ? t('checkout.personCountWhole')
    : checked.success
      ? null
      : sayIssue(checked.error.issues[0]);

  const setText = (next: string) => {
    setTextState(next);
    const n = Number(next);
    if (next.trim() !== '' && inRange(n)) {
      storage.setPersonCount(n);
      setLastValid(n);
    }
  };

  const notice =
    error === null && isPartyOverSeats({ personCount: value, seats })
      ? t('checkout.partyOverSeats', { seats })
      : null;
  return { text, setText, error, notice, count: Math.min(lastValid, PERSON_COUNT_MAX) };
}
