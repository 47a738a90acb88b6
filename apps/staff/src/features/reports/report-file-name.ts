import type { SalesReport } from '@masa/core/reports/report.schemas';

/** A CSV of the report, named by what it holds and its period: "masa-kdv-2026-11-01_2026-11-30.csv". */
export const reportFileName = (report: SalesReport, name: string) =>
  `masa-${name}-${report.from}${report.to === report.from ? '' : `_${report.to}`}.csv`;
