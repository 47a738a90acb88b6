import { formatTry } from '@masa/core/money/format-try';
import { TIP_RULE_LABELS, type TipDay } from '@masa/core/tips/tips.schemas';
import { UNDISTRIBUTED } from '@masa/core/tips/distribute-tips';
import { PAYMENT_METHOD_LABELS } from '../bill/bill-messages.ts';
import { stampFormat } from '@masa/core/time/stamp';

/** "29.11.2026" for "2026-11-29". */
export const turkishDate = (day: string) => day.split('-').reverse().join('.');

const moment = stampFormat('tr');
const hours = (minutes: number) =>
  (minutes / 60).toLocaleString('tr-TR', { maximumFractionDigits: 2 });
const method = (name: string) =>
  PAYMENT_METHOD_LABELS[name as keyof typeof PAYMENT_METHOD_LABELS] ?? name;

/**
 * The tip record of a day as the CSV and the signed PDF print it (ADR 088, the article-51
 * proof): who the business is, the day, the rule, the tips by method, each person's hours,
 * points and amount, what stayed undistributed, the total and who signed it and when.
 */
export function tipDayDocument(day: TipDay) {
  return {
    title: 'Bahşiş dağıtım kaydı',
    head: [
      ['İşletme', day.business],
      ['Gün', turkishDate(day.day)],
      ['Kural', TIP_RULE_LABELS[day.rule]],
      ['Dayanak', 'İş Kanunu (4857) madde 51'],
    ],
    methods: day.byMethod.map((m) => [method(m.method), String(m.payments), formatTry(m.tips)]),
    columns: ['Ad', 'Saat', 'Puan', 'Servis ettiği', 'Tutar'],
    people: [
      ...day.people.map((p) => [
        p.name,
        hours(p.minutes),
        String(p.points),
        formatTry(p.served),
        formatTry(p.amount),
      ]),
      ...(day.undistributed > 0 ? [[UNDISTRIBUTED, '', '', '', formatTry(day.undistributed)]] : []),
    ],
    total: ['Toplam', formatTry(day.total)],
    signature:
      day.signedAt && day.signedBy
        ? `Onaylayan: ${day.signedBy.name}, ${moment.format(new Date(day.signedAt))}`
        : 'Onaylanmadı (taslak)',
    late:
      day.lateChanges.length > 0
        ? `Onaydan sonra değişen ödeme: ${day.lateChanges.length} (imzalı tutarlar değişmedi)`
        : null,
  };
}

const cell = (value: string) => (/[";\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** GET /staff/tips/{day}.csv: the same record, semicolon-separated (Excel in Turkish). */
export function tipDayCsv(day: TipDay): string {
  const doc = tipDayDocument(day);
  const rows = [
    [doc.title],
    ...doc.head,
    [],
    ['Ödeme yöntemi', 'Ödeme', 'Bahşiş'],
    ...doc.methods,
    [],
    doc.columns,
    ...doc.people,
    doc.total,
    [doc.signature],
    ...(doc.late ? [[doc.late]] : []),
  ];
  return `\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

export const tipDayFileName = (day: TipDay, ext: 'csv' | 'pdf') => `bahsis-${day.day}.${ext}`;
