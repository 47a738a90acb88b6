import { coreEnglish } from '@masa/core/i18n/core-english';
import type { rules as source } from '../tr/rules.ts';
import type { Texts } from '../texts-type.ts';

// Core's Turkish messages read back into English (ADR 046); a text of no catalog (the server's
// answer, already in English) is shown as it is.
export const rules: Texts<typeof source> = {
  say: (message) => coreEnglish(message) ?? message,
};
