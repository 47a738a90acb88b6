import type { BusinessSettings } from '../../db/schema/json-types.ts';
import type { AuditDetails } from '../audit/record-audit.ts';
import { flaggedMethods } from '../businesses/present-business-settings.ts';
import { updateSettingsKey } from './update-business-settings.ts';
import { type SettingsWriter, writeAuditedSettings } from './write-audited-settings.ts';

type SectionKey = 'payment' | 'tax' | 'board';
type Section = {
  [K in SectionKey]: { key: K; value: NonNullable<BusinessSettings[K]> };
}[SectionKey];

/**
 * One section of the business's service settings (payment methods, VAT mode, the board's
 * thresholds), recorded and announced (ADR 032). Answers the whole settings.
 */
export function saveSettingsSection({ section, ...writer }: SettingsWriter & { section: Section }) {
  return writeAuditedSettings({
    ...writer,
    change: 'settings',
    write: async (tx) => {
      const saved = await updateSettingsKey({ db: tx, businessId: writer.businessId, ...section });
      // The audit keeps what the owner ticked, not what the app can take of it (ADR 063).
      const details: AuditDetails =
        section.key === 'payment'
          ? { section: 'payment', methods: flaggedMethods(saved).join(', ') }
          : { section: section.key, ...section.value };
      return { result: saved, details };
    },
  });
}
