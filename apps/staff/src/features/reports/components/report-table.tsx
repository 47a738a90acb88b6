import { formatTry } from '@masa/core/money/format-try';
import { useI18n } from '../../../i18n/i18n.tsx';
import { csvDecimal, csvLira, downloadCsv, toCsv, type CsvCell } from '../../../lib/csv.ts';

export type Column<Row> = {
  label: string;
  /**
   * Money is kuruş: shown in lira, written to CSV as "1234,50". Minutes are shown as "25,5 dk"
   * and written as "25,5".
   */
  kind: 'text' | 'count' | 'money' | 'minutes';
  /** Null: nothing to show ("–" on screen, an empty CSV field). */
  value: (row: Row) => string | number | null;
};

/**
 * One table of the report with its CSV export: what the screen shows is what the file holds,
 * row for row, with a total row where the columns add up.
 */
export function ReportTable<Row>({
  id,
  title,
  fileName,
  columns,
  rows,
  total,
  headline,
}: {
  id: string;
  title: string;
  fileName: string;
  columns: Column<Row>[];
  rows: Row[];
  /** The total row's cells, by column; absent: no total row. */
  total?: (string | number | null)[];
  /** The report's headline figures, at the top of the file (issue 29). */
  headline: CsvCell[][];
}) {
  const { t } = useI18n();
  const shown = (kind: Column<Row>['kind'], value: string | number | null) => {
    if (value === null) return '–';
    if (kind === 'money') return formatTry(Number(value));
    return kind === 'minutes' ? t('reports.minutes', { minutes: Number(value) }) : String(value);
  };
  const cell = (kind: Column<Row>['kind'], value: string | number | null): CsvCell => {
    if (value === null) return '';
    if (kind === 'money') return csvLira(Number(value));
    return kind === 'minutes' ? csvDecimal(Number(value)) : value;
  };
  const exportCsv = () => {
    const body = rows.map((row) => columns.map((c) => cell(c.kind, c.value(row))));
    const totals = total
      ? [total.map((value, i) => (value === null ? '' : cell(columns[i]!.kind, value)))]
      : [];
    downloadCsv(
      fileName,
      toCsv(
        columns.map((c) => c.label),
        [...body, ...totals],
        headline,
      ),
    );
  };
  return (
    <section className="report-table" aria-labelledby={id}>
      <div className="report-table-head">
        <h3 id={id}>{title}</h3>
        <button
          type="button"
          onClick={exportCsv}
          disabled={rows.length === 0}
          aria-label={t('reports.csvOf', { table: title })}
        >
          {t('reports.csv')}
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="report-empty">{t('reports.empty')}</p>
      ) : (
        <div className="report-scroll" tabIndex={0}>
          <table>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col" className={c.kind === 'text' ? '' : 'num'}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                <tr key={r}>
                  {columns.map((c, i) =>
                    i === 0 ? (
                      <th key={c.label} scope="row">
                        {shown(c.kind, c.value(row))}
                      </th>
                    ) : (
                      <td key={c.label} className={c.kind === 'text' ? '' : 'num'}>
                        {shown(c.kind, c.value(row))}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
            {total && (
              <tfoot>
                <tr>
                  {total.map((value, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {value ?? ''}
                      </th>
                    ) : (
                      <td key={i} className="num">
                        {value === null ? '' : shown(columns[i]!.kind, value)}
                      </td>
                    ),
                  )}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
    </section>
  );
}
