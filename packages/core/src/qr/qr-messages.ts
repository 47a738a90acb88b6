// The QR parsing messages of 000 §5.4, core's rule texts (ADR 117): the documents' English
// verbatim in both catalogs, as the server has always answered them. The diner app words them
// in its language by the parse result's `reason` (qrScan.parse.*).
import type { RuleId } from '../i18n/rule-text.ts';

export const QR_PARSE_MESSAGES = {
  /** Rule 1: the content is a table id alone. */
  tableOnly: 'rules.qr.tableOnly',
  /** Rules 2 and 7: a business id alone. */
  businessOnly: 'rules.qr.businessOnly',
  /** Rule 3: a /table/ URL without a business. */
  urlWithoutBusiness: 'rules.qr.urlWithoutBusiness',
  /** Rule 4: a business id without (valid) table information. */
  tableMissing: 'rules.qr.tableMissing',
  /** Rule 7: a table token without a business. */
  businessMissing: 'rules.qr.businessMissing',
  /** Rule 10: nothing recognisable. */
  notFound: 'rules.qr.notFound',
  /** Rule 11: a business id that reads '[object Object]'. */
  objectObject: 'rules.qr.objectObject',
} as const satisfies Record<string, RuleId>;
