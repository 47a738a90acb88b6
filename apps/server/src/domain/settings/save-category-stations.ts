import { setCategoryStations } from './set-category-stations.ts';
import { type SettingsWriter, writeAuditedSettings } from './write-audited-settings.ts';

/**
 * Which kitchen-display station each category goes to, recorded and announced (ADR 032) when
 * something changed. Answers the changes made.
 */
export function saveCategoryStations({
  changes,
  ...writer
}: SettingsWriter & { changes: { categoryId: string; station: string }[] }) {
  return writeAuditedSettings({
    ...writer,
    change: 'stations',
    write: async (tx) => {
      const made = await setCategoryStations({ tx, businessId: writer.businessId, changes });
      const details = made.length > 0 ? { section: 'stations', changes: made.join('; ') } : null;
      return { result: made, details };
    },
  });
}
