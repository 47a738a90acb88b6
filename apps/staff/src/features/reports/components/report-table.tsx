import { formatTry } from '@masa/core/money/format-try';
import type { SalesReport } from '@masa/core/reports/report.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { MessageId } from '../../../i18n/message-ids.ts';
import { csvDecimal, csvLira, downloadCsv, toCsv, type CsvCell } from '../../../lib/csv.ts';
import { headlineRows } from '../report-headline.ts';
import { reportFileName } from '../report-file-name.ts';

/** The last part of the message ids under `group`: `vat` of `reports.columns.vat`. */
type NamesUnder<Group extends string, Id = MessageId> = Id extends `${Group}.${infer Name}`
  ? Name
  : never;

export type Column<Row> = {
  /** Its heading: one of the report's column texts, `reports.columns.{name}`. */
  name: NamesUnder<'reports.columns'>;
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
 * row for row, with a total row where the columns add up. The file starts with the report's
 * headline figures (issue 29) and is named `file` and the period.
 */
export function ReportTable<Row>({
  report,
  name,
  file,
  columns,
  rows,
  total,
}: {
  report: SalesReport;
  /** Its title: one of the report's table texts, `reports.tables.{name}`. */
  name: NamesUnder<'reports.tables'>;
  file: string;
  columns: Column<Row>[];
  rows: Row[];
  /** The total row's cells after its "Toplam", by column; absent: no total row. */
  total?: (number | null)[];
}) {
  const { t, language } = useI18n();
  const id = `table-${name}`;
  const title = t(`reports.tables.${name}`);
  const labels = columns.map((c) => t(`reports.columns.${c.name}`));
  const totals = total && [t('reports.total'), ...total];
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
    const foot = totals
      ? [totals.map((value, i) => (value === null ? '' : cell(columns[i]!.kind, value)))]
      : [];
    downloadCsv(
      reportFileName(report, file),
      toCsv(labels, [...body, ...foot], headlineRows(report, t, language)),
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
                {columns.map((c, i) => (
                  <th key={c.name} scope="col" className={c.kind === 'text' ? '' : 'num'}>
                    {labels[i]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                <tr key={r}>
                  {columns.map((c, i) =>
                    i === 0 ? (
                      <th key={c.name} scope="row">
                        {shown(c.kind, c.value(row))}
                      </th>
                    ) : (
                      <td key={c.name} className={c.kind === 'text' ? '' : 'num'}>
                        {shown(c.kind, c.value(row))}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
            {totals && (
              <tfoot>
                <tr>
                  {totals.map((value, i) =>
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
