import type { KeyOf } from '../../../i18n/message-ids.ts';
import { texts } from '../../../i18n/texts.ts';

const t = texts('profile');

export type PreferenceType = 'push' | 'email' | 'sms';
export type NotificationPreference = {
  id: KeyOf<'profile.notifications.items'>;
  title: string;
  description: string;
  enabled: boolean;
  type: PreferenceType;
};

const DEFAULTS: [NotificationPreference['id'], PreferenceType, boolean][] = [
  ['order_status', 'push', true],
  ['order_ready', 'push', true],
  ['special_offers', 'push', false],
  ['marketing_emails', 'email', false],
  ['newsletter', 'email', true],
  ['sms_alerts', 'sms', false],
];

function savedFlags(raw: unknown): Record<string, unknown> {
  if (!Array.isArray(raw)) return typeof raw === 'object' && raw !== null ? { ...raw } : {};
  const entries = raw.map((item: unknown) => {
    const pref = item as { id?: unknown; enabled?: unknown } | null;
    return [String(pref?.id), pref?.enabled] as const;
  });
  return Object.fromEntries(entries);
}

/**
 * The six preferences of 000 §3.6 with what this device saved (the saved list, or a map of
 * id → enabled), defaults for the rest; titles always come from the current texts.
 */
export function readNotificationPreferences(raw: unknown): NotificationPreference[] {
  const saved = savedFlags(raw);
  return DEFAULTS.map(([id, type, enabled]) => ({
    id,
    type,
    title: t(`profile.notifications.items.${id}.title`),
    description: t(`profile.notifications.items.${id}.description`),
    enabled: typeof saved[id] === 'boolean' ? saved[id] : enabled,
  }));
}
