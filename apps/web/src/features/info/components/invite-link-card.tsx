import { useState } from 'react';
import { texts } from '../../../i18n/texts.ts';

const t = texts('app', 'info');

/** The link in a read-only field, with copy and (where the phone can) share. */
export function InviteLinkCard(props: { link: string }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.link);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  const share = () =>
    void navigator
      .share({ title: t('app.name'), text: t('info.invite.shareText'), url: props.link })
      .catch(() => {
        // The diner closed the share sheet.
      });

  return (
    <section className="card form">
      <div className="form-field">
        <label htmlFor="invite-link" className="form-field__label">
          {t('info.invite.linkLabel')}
        </label>
        <input
          id="invite-link"
          className="form-field__input"
          readOnly
          value={props.link}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <div className="invite-actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('info.invite.copy')}
        </button>
        {canShare && (
          <button type="button" className="button button--secondary" onClick={share}>
            {t('info.invite.share')}
          </button>
        )}
      </div>
      <p role="status" className={copyState === 'failed' ? 'form-field__error' : 'local-note'}>
        {copyState === 'copied'
          ? t('info.invite.copied')
          : copyState === 'failed'
            ? t('info.invite.copyFailed')
            : ''}
      </p>
    </section>
  );
}
