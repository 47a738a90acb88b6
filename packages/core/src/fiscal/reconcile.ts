// Masa beside the register's Z report (issue 35 §4, ADR 093): every VAT rate and method either
// side names, and the totals; a difference is any register − masa that is not zero.
import type { ReconciliationDifference } from './z-report.schemas.ts';

type Totals = {
  byVatRate: readonly { vatRate: number; gross: number }[];
  byMethod: readonly { method: string; amount: number }[];
};

const compare = (
  kind: ReconciliationDifference['kind'],
  masa: Map<string, number>,
  register: Map<string, number>,
): ReconciliationDifference[] =>
  [...new Set([...masa.keys(), ...register.keys()])]
    .map((key) => {
      const ours = masa.get(key) ?? 0;
      const theirs = register.get(key) ?? 0;
      return { kind, key, masa: ours, register: theirs, difference: theirs - ours };
    })
    .filter((entry) => entry.difference !== 0);

const total = (totals: Totals) => totals.byVatRate.reduce((sum, entry) => sum + entry.gross, 0);

/** The differences the day-close screen lists, VAT rates first (low to high), then methods. */
export function reconcile(masa: Totals, register: Totals): ReconciliationDifference[] {
  const rates = (t: Totals) => new Map(t.byVatRate.map((e) => [String(e.vatRate), e.gross]));
  const methods = (t: Totals) => new Map(t.byMethod.map((e) => [e.method, e.amount]));
  return [
    ...compare('vatRate', rates(masa), rates(register)).sort((a, b) => +a.key - +b.key),
    ...compare('method', methods(masa), methods(register)),
    ...compare('total', new Map([['total', total(masa)]]), new Map([['total', total(register)]])),
  ];
}
