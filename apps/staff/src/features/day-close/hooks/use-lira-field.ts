import { useState } from 'react';
import { parseLira } from '../../../lib/lira.ts';

/** A lira amount typed in a field: its text, the kuruş it reads as (null: not an amount). */
export function useLiraField(initial = '') {
  const [text, setText] = useState(initial);
  return { text, setText, kurus: parseLira(text) };
}

export type LiraField = ReturnType<typeof useLiraField>;
