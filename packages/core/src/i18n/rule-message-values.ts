// Generated from core's Turkish catalog by `npm run i18n:types` of either app; do not edit.
// A test fails while it is out of date (scripts/core-rule-texts.test.ts).
export type RuleMessageValues = {
  'rules.campaign.ended': { code: string | number };
  'rules.campaign.inactive': { code: string | number };
  'rules.campaign.minimum': { code: string | number; minimum: string | number };
  'rules.campaign.notStarted': { code: string | number };
  'rules.order.partyTooLarge': { seats: string | number; most: string | number };
  'rules.order.tableCapacity': { seats: string | number };
  'rules.reports.tooLong': { days: string | number };
};
