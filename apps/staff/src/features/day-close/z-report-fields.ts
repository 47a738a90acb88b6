import { paymentMethodKeySchema } from '@masa/core/bill/bill-status.schemas';
import { liraInput, parseLira } from '../../lib/lira.ts';
import type { Reconciliation, ZReportBody } from '@masa/core/fiscal/z-report.schemas';

const unique = <T>(values: T[]) => [...new Set(values)];
type RegisterMethod = ZReportBody['byMethod'][number]['method'];
const registerMethods = paymentMethodKeySchema.exclude(['online']);
const onTheRegister = (method: string): method is RegisterMethod =>
  registerMethods.safeParse(method).success;
const vatKey = (rate: number) => `vat:${rate}`;
const methodKey = (method: string) => `method:${method}`;

/**
 * The Z report's fields (issue 35 §4): a gross per VAT rate and an amount per payment method —
 * those Masa took today and any the register's saved Z has; never 'online', which the register
 * does not see (e-Arşiv). Keys are `vat:<rate>` and `method:<key>`.
 */
export function zReportFields({ masa, register }: Reconciliation) {
  const rates = unique([
    ...masa.byVatRate.map((row) => row.vatRate),
    ...(register?.byVatRate ?? []).map((row) => row.vatRate),
  ]).sort((a, b) => a - b);
  const methods = unique([
    ...masa.byMethod.map((row) => row.method),
    ...(register?.byMethod ?? []).map((row) => row.method),
  ]).filter(onTheRegister);
  return { rates, methods, vatKey, methodKey };
}

/** The saved Z's figures as the fields show them ("1.234,50" reads back as typed). */
export function savedZTexts({ register }: Reconciliation): Record<string, string> {
  return Object.fromEntries([
    ...(register?.byVatRate ?? []).map((row) => [vatKey(row.vatRate), liraInput(row.gross)]),
    ...(register?.byMethod ?? []).map((row) => [methodKey(row.method), liraInput(row.amount)]),
  ]);
}

/** PUT …/z-report's body from what was typed, or null until the number and every amount read. */
export function zReportBody({
  reconciliation,
  zNumber,
  texts,
}: {
  reconciliation: Reconciliation;
  zNumber: string;
  texts: Record<string, string>;
}): ZReportBody | null {
  const { rates, methods } = zReportFields(reconciliation);
  const read = (key: string) => parseLira(texts[key] ?? '');
  const byVatRate = rates.map((vatRate) => ({ vatRate, gross: read(vatKey(vatRate)) }));
  const byMethod = methods.map((method) => ({ method, amount: read(methodKey(method)) }));
  if (zNumber.trim() === '') return null;
  if (byVatRate.some((row) => row.gross === null) || byMethod.some((row) => row.amount === null))
    return null;
  return {
    zNumber: zNumber.trim(),
    byVatRate: byVatRate.map(({ vatRate, gross }) => ({ vatRate, gross: gross ?? 0 })),
    byMethod: byMethod.map(({ method, amount }) => ({ method, amount: amount ?? 0 })),
  };
}
