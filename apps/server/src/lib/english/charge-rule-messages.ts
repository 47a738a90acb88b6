import type { Texts } from '@masa/core/i18n/texts';
import type { CHARGE_RULE_MESSAGES } from '../../domain/charges/charge-rule-messages.ts';

/** The charge rule's answers (ADR 092) in English (ADR 046). */
export const CHARGE_RULE_MESSAGES_EN: Texts<typeof CHARGE_RULE_MESSAGES> = {
  banned:
    'The Price Label Regulation (art. 8/6) forbids restaurants, cafés and the like to ask for a service charge, table charge, cover charge or any similar extra payment under any name; businesses applying the "yüzde" under Labour Law art. 51 excepted. To switch this charge on, the owner must make the Labour Law art. 51 declaration in the settings.',
};
