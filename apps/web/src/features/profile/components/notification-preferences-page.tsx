import { useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { SubmitButton } from '../../../components/ui/form-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { texts } from '../../../i18n/texts.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useLocalMock } from '../../../lib/saved-cards/use-local-mock.ts';
import { useTimedBanner } from '../hooks/use-timed-banner.ts';
import {
  type NotificationPreference,
  type PreferenceType,
  readNotificationPreferences,
} from '../utils/notification-preferences.ts';
import '../../../components/profile/profile.css';

const t = texts('profile');
const GROUPS: PreferenceType[] = ['push', 'email', 'sms'];

/** /profile/notifications (000 §2.10, §3.6): grouped toggles, local mock only. */
export function NotificationPreferencesPage() {
  const { user } = useAuth();
  const userKey = String(user?.id ?? user?._id ?? 'anonymous');
  const { data, save } = useLocalMock(
    'notificationPreferences',
    userKey,
    readNotificationPreferences,
  );
  const [edits, setEdits] = useState<Record<string, boolean>>({});
  const [saving, setSaving] = useState(false);
  const banner = useTimedBanner();

  const enabled = (pref: NotificationPreference) => edits[pref.id] ?? pref.enabled;
  const onSave = async () => {
    if (!data) return;
    setSaving(true);
    await save(data.map((pref) => ({ ...pref, enabled: enabled(pref) })));
    setEdits({});
    setSaving(false);
    banner.show(t('profile.notifications.saved'));
  };

  return (
    <>
      <PageHeader title={t('profile.notificationsTitle')} backTo="/profile" />
      <div className="page-content">
        {banner.text && <Banner kind="success">{banner.text}</Banner>}
        {!data ? (
          <PageLoading />
        ) : (
          <form
            className="form"
            onSubmit={(event) => {
              event.preventDefault();
              void onSave();
            }}
          >
            {GROUPS.map((type) => (
              <fieldset key={type} className="card profile-fieldset">
                <legend>{t(`profile.notifications.groups.${type}`)}</legend>
                {data
                  .filter((pref) => pref.type === type)
                  .map((pref) => (
                    <div key={pref.id} className="toggle-row">
                      <div className="toggle-row__text">
                        <label htmlFor={`pref-${pref.id}`} className="toggle-row__title">
                          {pref.title}
                        </label>
                        <span
                          id={`pref-${pref.id}-description`}
                          className="toggle-row__description"
                        >
                          {pref.description}
                        </span>
                      </div>
                      <input
                        id={`pref-${pref.id}`}
                        type="checkbox"
                        role="switch"
                        checked={enabled(pref)}
                        aria-describedby={`pref-${pref.id}-description`}
                        onChange={(event) =>
                          setEdits({ ...edits, [pref.id]: event.target.checked })
                        }
                      />
                    </div>
                  ))}
              </fieldset>
            ))}
            <p className="local-note">{t('profile.notifications.localNote')}</p>
            <SubmitButton busy={saving} busyLabel={t('profile.notifications.saving')}>
              {t('profile.notifications.save')}
            </SubmitButton>
          </form>
        )}
        <Link to="/profile">{t('profile.notifications.back')}</Link>
      </div>
    </>
  );
}
