import { useState } from 'react';
import { tr } from '../../../i18n/tr.ts';
import { later } from '../../../i18n/area.ts';

const T = later(() => tr.info.invite);

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
    void navigator.share({ title: tr.app.name, text: T.shareText, url: props.link }).catch(() => {
      // The diner closed the share sheet.
    });

  return (
    <section className="card form">
      <div className="form-field">
        <label htmlFor="invite-link" className="form-field__label">
          {T.linkLabel}
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
          {T.copy}
        </button>
        {canShare && (
          <button type="button" className="button button--secondary" onClick={share}>
            {T.share}
          </button>
        )}
      </div>
      <p role="status" className={copyState === 'failed' ? 'form-field__error' : 'local-note'}>
        {copyState === 'copied' ? T.copied : copyState === 'failed' ? T.copyFailed : ''}
      </p>
    </section>
  );
}
