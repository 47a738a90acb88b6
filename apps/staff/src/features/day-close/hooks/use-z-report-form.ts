import { useState } from 'react';
import { liraInput, parseLira } from '../../../lib/lira.ts';
import type { Reconciliation, ZReportBody } from '../api/reconciliation.ts';

const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * The Z report's fields (issue 35 §4): its number, a gross per VAT rate and an amount per
 * payment method — the rates and methods Masa took today, and any the register's saved Z has —
 * each typed in lira as the app's other money fields ("1.234,50"). `body` is null until every
 * field reads.
 */
export function useZReportForm(reconciliation: Reconciliation) {
  const { masa, register } = reconciliation;
  const rates = unique([
    ...masa.byVatRate.map((row) => row.vatRate),
    ...(register?.byVatRate ?? []).map((row) => row.vatRate),
  ]).sort((a, b) => a - b);
  const methods = unique([
    ...masa.byMethod.map((row) => row.method),
    ...(register?.byMethod ?? []).map((row) => row.method),
  ]);
  const [zNumber, setZNumber] = useState(register?.zNumber ?? '');
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries([
      ...(register?.byVatRate ?? []).map((row) => [`vat:${row.vatRate}`, liraInput(row.gross)]),
      ...(register?.byMethod ?? []).map((row) => [`method:${row.method}`, liraInput(row.amount)]),
    ]),
  );
  const text = (key: string) => texts[key] ?? '';
  const setText = (key: string, value: string) => setTexts((all) => ({ ...all, [key]: value }));
  const read = (key: string) => parseLira(text(key));
  const byVatRate = rates.map((vatRate) => ({ vatRate, gross: read(`vat:${vatRate}`) }));
  const byMethod = methods.map((method) => ({ method, amount: read(`method:${method}`) }));
  const complete =
    zNumber.trim() !== '' &&
    byVatRate.every((row) => row.gross !== null) &&
    byMethod.every((row) => row.amount !== null);
  const body: ZReportBody | null = complete
    ? {
        zNumber: zNumber.trim(),
        byVatRate: byVatRate.map(({ vatRate, gross }) => ({ vatRate, gross: gross ?? 0 })),
        byMethod: byMethod.map(({ method, amount }) => ({ method, amount: amount ?? 0 })),
      }
    : null;
  const invalid = (key: string) => text(key) !== '' && read(key) === null;
  return { rates, methods, zNumber, setZNumber, text, setText, invalid, body };
}
