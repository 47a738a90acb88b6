import { useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { tr } from '../../../i18n/tr.ts';
import { later } from '../../../i18n/area.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useLocalMock } from '../../../lib/saved-cards/use-local-mock.ts';
import { useTimedBanner } from '../hooks/use-timed-banner.ts';
import {
  type NotificationPreference,
  type PreferenceType,
  readNotificationPreferences,
} from '../utils/notification-preferences.ts';
import '../../../components/profile/profile.css';

const T = later(() => tr.profile.notifications);
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
    banner.show(T.saved);
  };

  return (
    <>
      <PageHeader title={tr.profile.notificationsTitle} backTo="/profile" />
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
                <legend>{T.groups[type]}</legend>
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
            <p className="local-note">{T.localNote}</p>
            <button type="submit" className="button button--block" disabled={saving}>
              {saving ? T.saving : T.save}
            </button>
          </form>
        )}
        <Link to="/profile">{T.back}</Link>
      </div>
    </>
  );
}
