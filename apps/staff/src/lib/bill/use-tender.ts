import { useState } from 'react';
import { liraInput, parseLira } from '../lira.ts';

/**
 * How a payment is handed over, the same in every way staff take one (issue 29): the method,
 * a tip kept apart (the diner's offered tip until staff type one) and, for cash, what was
 * handed over. `tip` and `received` are kuruş, null when the text is not an amount.
 */
export function useTender({ method: first, offeredTip }: { method: string; offeredTip: number }) {
  const [method, setMethod] = useState(first);
  const [tipText, setTipText] = useState<string | null>(null);
  const [receivedText, setReceivedText] = useState('');
  const shownTip = tipText ?? (offeredTip > 0 ? liraInput(offeredTip) : '');
  const tip = shownTip.trim() === '' ? 0 : parseLira(shownTip);
  const received = receivedText.trim() === '' ? null : parseLira(receivedText);
  return {
    method,
    setMethod,
    shownTip,
    setTipText,
    tip,
    receivedText,
    setReceivedText,
    received,
    /** Cash handed over that does not cover what is due: the payment waits. */
    short: (due: number) => method === 'cash' && received !== null && received < due,
  };
}

export type Tender = ReturnType<typeof useTender>;
