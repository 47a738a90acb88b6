import type { StaffSettings } from '@masa/core/staff/business-settings.schemas';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSettingsWrite } from '../api/settings.ts';
import { type SectionSaved, SettingsSection } from './settings-section.tsx';

type Profile = StaffSettings['profile'];
type Kind = 'logo' | 'cover';

/** What the server takes (settings-messages.ts): checked here so a big file is not sent. */
const MAX_BYTES = 5 * 1024 * 1024;
/** The frames the server crops to (replace-business-image.ts), shown at that shape. */
const FRAME = { logo: { width: 144, height: 144 }, cover: { width: 1200, height: 400 } };

/**
 * The logo and cover photo the diner's app shows (POST /staff/settings/logo and /cover): the
 * current one or the chosen file's preview, then the upload. The server decides what is an
 * image, by its bytes, and says so if it refuses.
 */
export function BusinessImages({ profile, onSaved }: SectionSaved & { profile: Profile }) {
  const { t } = useI18n();
  const logo = useSettingsWrite<FormData, Profile>('post', () => '/staff/settings/logo');
  const cover = useSettingsWrite<FormData, Profile>('post', () => '/staff/settings/cover');
  const [chosen, setChosen] = useState<Record<Kind, File | null>>({ logo: null, cover: null });
  const [problem, setProblem] = useState<string | null>(null);
  const writes = { logo, cover };

  const save = async () => {
    const kinds = (['logo', 'cover'] as const).filter((kind) => chosen[kind]);
    if (kinds.length === 0) return setProblem(t('settings.images.nothingChosen'));
    if (kinds.some((kind) => chosen[kind]!.size > MAX_BYTES))
      return setProblem(t('settings.images.tooLarge'));
    setProblem(null);
    for (const kind of kinds) {
      const form = new FormData();
      form.append('image', chosen[kind]!);
      try {
        await writes[kind].mutateAsync(form);
      } catch {
        return; // the section shows the server's message
      }
      setChosen((now) => ({ ...now, [kind]: null }));
      onSaved(t.lookup(`settings.sections.${kind}`)!);
    }
  };

  return (
    <SettingsSection
      id="settings-images"
      title={t('settings.images.title')}
      hint={t('settings.images.hint')}
      error={problem ?? logo.error?.message ?? cover.error?.message}
      pending={logo.isPending || cover.isPending}
      onSubmit={() => void save()}
    >
      <ImageField
        kind="logo"
        current={profile.logo}
        file={chosen.logo}
        onChoose={(file) => setChosen((now) => ({ ...now, logo: file }))}
      />
      <ImageField
        kind="cover"
        current={profile.coverImage}
        file={chosen.cover}
        onChoose={(file) => setChosen((now) => ({ ...now, cover: file }))}
      />
    </SettingsSection>
  );
}

function ImageField({
  kind,
  current,
  file,
  onChoose,
}: {
  kind: Kind;
  current: string | null;
  file: File | null;
  onChoose: (file: File | null) => void;
}) {
  const { t } = useI18n();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? current;
  const label = t.lookup(`settings.sections.${kind}`)!;
  return (
    <fieldset className={`settings-image settings-image--${kind}`}>
      <legend>{label}</legend>
      {shown ? (
        <img src={shown} alt={label} {...FRAME[kind]} />
      ) : (
        <span className="settings-image__none">{t('settings.images.none')}</span>
      )}
      <label>
        {t('settings.images.choose', { kind })}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
      </label>
    </fieldset>
  );
}
