import { useState } from 'react';
import { parseLira } from '../../../lib/lira.ts';
import type { Reconciliation } from '@masa/core/fiscal/z-report.schemas';
import { savedZTexts, zReportBody, zReportFields } from '../z-report-fields.ts';

/**
 * The Z report form's state (issue 35 §4): its number and one lira text per field, starting
 * from the Z saved so far; `body` is null until every field reads.
 */
export function useZReportForm(reconciliation: Reconciliation) {
  const fields = zReportFields(reconciliation);
  const [zNumber, setZNumber] = useState(reconciliation.register?.zNumber ?? '');
  const [texts, setTexts] = useState(() => savedZTexts(reconciliation));
  const text = (key: string) => texts[key] ?? '';
  const setText = (key: string, value: string) => setTexts((all) => ({ ...all, [key]: value }));
  const invalid = (key: string) => text(key) !== '' && parseLira(text(key)) === null;
  const body = zReportBody({ reconciliation, zNumber, texts });
  return { ...fields, zNumber, setZNumber, text, setText, invalid, body };
}
