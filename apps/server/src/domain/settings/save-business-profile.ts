import type { BusinessProfile } from '@masa/core/staff/business-settings.schemas';
import { updateBusinessProfile } from './update-business-settings.ts';
import { type SettingsWriter, writeAuditedSettings } from './write-audited-settings.ts';

/** The business's name, phone, e-mail and address, recorded and announced (ADR 032). */
export function saveBusinessProfile({
  profile,
  ...writer
}: SettingsWriter & { profile: BusinessProfile }) {
  return writeAuditedSettings({
    ...writer,
    change: 'settings',
    write: async (tx) => {
      const saved = await updateBusinessProfile({ tx, businessId: writer.businessId, profile });
      return {
        result: saved,
        details: { section: 'profile', name: saved.name, phone: saved.phone },
      };
    },
  });
}
