import { formatTry } from '@masa/core/money/format-try';
import { useI18n } from '../../../i18n/i18n.tsx';
import type {
  Reconciliation,
  ReconciliationDifference as Difference,
} from '@masa/core/fiscal/z-report.schemas';

type Row = {
  kind: Difference['kind'];
  key: string;
  label: string;
  masa: number;
  register: number | null;
};

/**
 * Masa / Yazarkasa / Fark (issue 35 §4): the day's totals by VAT rate, by payment method and in
 * all, beside the typed Z. Every figure is the server's, the differences too (register − Masa);
 * a non-zero one is marked and read out, so nobody closes the day past it unseen.
 */
export function ReconciliationTable({ reconciliation }: { reconciliation: Reconciliation }) {
  const { t } = useI18n();
  const { masa, register, differences } = reconciliation;
  const find = <T,>(rows: T[] | undefined, match: (row: T) => boolean) => rows?.find(match);
  const rates = [
    ...new Set([...masa.byVatRate, ...(register?.byVatRate ?? [])].map((r) => r.vatRate)),
  ].sort((a, b) => a - b);
  const methodKeys = [
    ...new Set([...masa.byMethod, ...(register?.byMethod ?? [])].map((r) => r.method)),
  ];
  const rows: Row[] = [
    ...rates.map((rate): Row => ({
      kind: 'vatRate',
      key: String(rate),
      label: t('fiscal.vatRow', { rate }),
      masa: find(masa.byVatRate, (r) => r.vatRate === rate)?.gross ?? 0,
      register: register ? (find(register.byVatRate, (r) => r.vatRate === rate)?.gross ?? 0) : null,
    })),
    ...methodKeys.map((method): Row => ({
      kind: 'method',
      key: method,
      label: t.lookup(`requests.methods.${method}`) ?? method,
      masa: find(masa.byMethod, (r) => r.method === method)?.amount ?? 0,
      register: register
        ? (find(register.byMethod, (r) => r.method === method)?.amount ?? 0)
        : null,
    })),
    {
      kind: 'total',
      key: 'total',
      label: t('fiscal.total'),
      masa: masa.total,
      register: register?.total ?? null,
    },
  ];
  const differenceOf = (row: Row) =>
    differences.find(
      (d) => d.kind === row.kind && (d.kind === 'total' || String(d.key) === row.key),
    )?.difference ?? 0;
  const differing = rows.filter((row) => register && differenceOf(row) !== 0);
  return (
    <section className="day-card reconciliation" aria-labelledby="reconciliation-title">
      <h3 id="reconciliation-title">{t('fiscal.reconciliation')}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('fiscal.columns.item')}</th>
            <th scope="col">{t('fiscal.columns.masa')}</th>
            <th scope="col">{t('fiscal.columns.register')}</th>
            <th scope="col">{t('fiscal.columns.difference')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const difference = differenceOf(row);
            return (
              <tr
                key={`${row.kind}:${row.key}`}
                className={difference !== 0 ? 'differs' : undefined}
              >
                <th scope="row">{row.label}</th>
                <td>{formatTry(row.masa)}</td>
                <td>{row.register === null ? t('fiscal.noZ') : formatTry(row.register)}</td>
                <td>{row.register === null ? t('fiscal.noZ') : formatTry(difference)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {register && (
        <div
          role="status"
          className={differing.length > 0 ? 'reconciliation-news differs' : 'reconciliation-news'}
        >
          <p>{t('fiscal.differences', { n: differing.length })}</p>
          {differing.length > 0 && (
            <ul>
              {differing.map((row) => (
                <li key={`${row.kind}:${row.key}`}>
                  {t('fiscal.differenceRow', {
                    item: row.label,
                    amount: formatTry(differenceOf(row)),
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
