import type { CAMPAIGN_CODE_MESSAGES } from '../../campaigns/campaign-code.ts';
import { formatTry } from '../../money/format-try.ts';
import type { Texts } from '../texts.ts';

/** A campaign code's refusals in English (ADR 046); money stays '₺1.234,50'. */
export const CAMPAIGN_CODE_MESSAGES_EN: Texts<typeof CAMPAIGN_CODE_MESSAGES> = {
  format: 'A campaign code is 3 to 20 letters, digits or -',
  notFound: (code) => `${code} is not one of this restaurant's campaign codes`,
  inactive: (code) => `The ${code} campaign is not valid right now`,
  notStarted: (code) => `The ${code} campaign has not started yet`,
  ended: (code) => `The ${code} campaign has ended`,
  minimum: (code, amount) => `The ${code} code is valid for orders of ${formatTry(amount)} or more`,
};
