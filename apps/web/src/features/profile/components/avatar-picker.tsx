import { describedBy } from '../../../components/ui/form-field.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { texts } from '../../../i18n/texts.ts';
import type { AvatarChoice } from '../hooks/use-avatar-choice.ts';

const t = texts('profile');

const ID = 'profile-avatar';

/** The current photo (or initial) or the new preview, and the file input that picks one. */
export function AvatarPicker(props: {
  name: string;
  avatar: unknown;
  choice: AvatarChoice | null;
  error: string | null;
  disabled: boolean;
  onPick: (file: File) => void;
}) {
  return (
    <div className="avatar-picker">
      {props.choice ? (
        <img
          className="user-avatar"
          src={props.choice.previewUrl}
          alt={t('profile.editPage.photoPreview')}
          width={96}
          height={96}
        />
      ) : (
        <UserAvatar
          name={props.name}
          avatar={props.avatar}
          size={96}
          label={t('profile.avatarLabel', { name: props.name })}
        />
      )}
      <div className="avatar-picker__body">
        <span className="form-field__label">{t('profile.editPage.photo')}</span>
        <input
          id={ID}
          className="visually-hidden avatar-picker__input"
          type="file"
          accept="image/jpeg,image/png,image/gif"
          disabled={props.disabled}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy(ID, true, props.error)}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) props.onPick(file);
          }}
        />
        <label htmlFor={ID} className="button button--secondary">
          {t('profile.editPage.choosePhoto')}
        </label>
        <p id={`${ID}-hint`} className="form-field__hint">
          {t('profile.editPage.photoHint')}
        </p>
        {props.error && (
          <p id={`${ID}-error`} className="form-field__error" role="alert">
            {props.error}
          </p>
        )}
      </div>
    </div>
  );
}
