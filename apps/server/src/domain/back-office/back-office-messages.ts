/** Turkish answers of the back-office routes (issue 17 §2, §3). */
export const BACK_OFFICE_ANSWERS = {
  tableNotFound: 'Masa bulunamadı',
} as const;
