import { useState } from 'react';
import { TextField } from '../../../components/ui/form-field.tsx';
import { texts } from '../../../i18n/texts.ts';
import { sendEmailChangeCode } from '../api/send-email-change-code.ts';
import { profileSaveError } from '../utils/profile-save-error.ts';

const t = texts('profile');

/**
 * A Google or Apple account has no password to prove an e-mail change with: it asks for a code
 * at its current address and types it here (issue 28, docs/decisions/051-account-proofs.md).
 */
export function EmailCodeField({
  newEmail,
  code,
  onCode,
}: {
  newEmail: string;
  code: string;
  onCode: (code: string) => void;
}) {
  const [state, setState] = useState<
    { kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; text: string }
  >({ kind: 'idle' });
  const send = async () => {
    setState({ kind: 'sending' });
    try {
      await sendEmailChangeCode(newEmail.trim());
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'error', text: profileSaveError(error, 'update') });
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--block"
        disabled={state.kind === 'sending'}
        onClick={() => void send()}
      >
        {state.kind === 'sent'
          ? t('profile.editPage.fields.resendCode')
          : t('profile.editPage.fields.sendCode')}
      </button>
      {state.kind === 'sent' && <p role="status">{t('profile.editPage.fields.codeSent')}</p>}
      {state.kind === 'error' && <p role="alert">{state.text}</p>}
      <TextField
        id="profile-email-code"
        label={t('profile.editPage.fields.emailCode')}
        hint={t('profile.editPage.fields.emailCodeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => onCode(event.target.value)}
      />
    </>
  );
}
