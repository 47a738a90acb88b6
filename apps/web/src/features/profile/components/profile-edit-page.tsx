import {
  type ProfileUpdate,
  type ProfileUpdateInput,
  profileUpdateSchema,
} from '@masa/core/auth/auth.schemas';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { AllergenPicker } from '../../../lib/allergens/components/allergen-picker.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { SubmitButton, TextField } from '../../../components/ui/form-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate.ts';
import { useAvatarChoice } from '../hooks/use-avatar-choice.ts';
import { useSaveProfile } from '../hooks/use-save-profile.ts';
import { profileFormValues } from '../utils/profile-form-values.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { EmailCodeField } from './email-code-field.tsx';
import { ProfileEditFields } from './profile-edit-fields.tsx';
import '../../../components/profile/profile.css';
import { formResolver } from '../../../lib/form-resolver.ts';

const t = texts('allergens', 'profile');

/** 000 §9: back to /profile 1.5 s after 'Profil başarıyla güncellendi'. */
const RETURN_DELAY_MS = 1500;

/**
 * /profile/edit (000 §2.9, §4.5, §5.3): photo, name, e-mail, phone and address; below, the
 * allergens the diner avoids (issue 21 §5), saved apart.
 */
export function ProfileEditPage() {
  const { user, updateUser } = useAuth();
  const location = useLocation();
  const [initial] = useState(() => profileFormValues(user, location.state as never));
  const avatar = useAvatarChoice();
  const { status, save } = useSaveProfile(initial.saved);
  const navigateLater = useDelayedNavigate();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: formResolver(profileUpdateSchema),
    defaultValues: initial.form,
  });

  const name = useWatch({ control, name: 'name' });
  const email = useWatch({ control, name: 'email' });
  // A new e-mail needs the current password, or for a Google or Apple account a code sent to the
  // current address: a stolen session alone cannot take the account (ADR 010, ADR 051).
  const emailChanged =
    (email ?? '').trim().toLowerCase() !== (initial.saved.email ?? '').trim().toLowerCase();
  const passwordLess = user?.hasPassword === false;
  const [currentPassword, setCurrentPassword] = useState('');
  const [emailCode, setEmailCode] = useState('');

  const submit = async (values: ProfileUpdate) => {
    const proof = !emailChanged
      ? {}
      : passwordLess
        ? { emailCode: emailCode.trim() || undefined }
        : { currentPassword: currentPassword || undefined };
    if (await save(values, avatar.choice?.image ?? null, proof)) {
      navigateLater('/profile', RETURN_DELAY_MS, { replace: true });
    }
  };
  const busy = status.kind === 'saving' || status.kind === 'success' || avatar.processing;

  return (
    <>
      <PageHeader title={t('profile.editTitle')} backTo="/profile" />
      <div className="page-content">
        {status.kind === 'error' && <Banner kind="error">{status.text}</Banner>}
        {status.kind === 'success' && <Banner kind="success">{status.text}</Banner>}
        {status.kind === 'info' && <Banner kind="info">{status.text}</Banner>}
        <form
          className="card form"
          noValidate
          onSubmit={(event) => void handleSubmit(submit)(event)}
        >
          <AvatarPicker
            name={name}
            avatar={user?.avatar}
            choice={avatar.choice}
            error={avatar.error}
            disabled={busy}
            onPick={(file) => void avatar.choose(file)}
          />
          <ProfileEditFields register={register} errors={errors} />
          {emailChanged && passwordLess && (
            <EmailCodeField newEmail={email ?? ''} code={emailCode} onCode={setEmailCode} />
          )}
          {emailChanged && !passwordLess && (
            <TextField
              id="profile-current-password"
              label={t('profile.editPage.fields.currentPassword')}
              hint={t('profile.editPage.fields.currentPasswordHint')}
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
            />
          )}
          <SubmitButton
            busy={status.kind === 'saving'}
            busyLabel={t('profile.editPage.saving')}
            disabled={busy}
          >
            {t('profile.editPage.save')}
          </SubmitButton>
        </form>
        {/* Issue 21 §5: saved on its own, on the account (ADR 045). */}
        <section className="card profile-allergens" aria-labelledby="profile-allergens-title">
          <h2 id="profile-allergens-title" className="profile-allergens__title">
            {t('allergens.title')}
          </h2>
          <AllergenPicker user={user} updateUser={updateUser} />
        </section>
      </div>
    </>
  );
}
