import { texts } from '../../../i18n/texts.ts';

const t = texts('checkout');

type Props = {
  label: string;
  pending: boolean;
  disabled: boolean;
  error: string | null;
  /** The browser has no connection: confirming waits for it (issue 21 §6). */
  offline?: boolean;
  /** Confirmed offline: the order goes once the connection returns. */
  waiting?: boolean;
  onStopWaiting?: () => void;
};

/**
 * The checkout's confirm button: disabled while sending, so a double tap sends once. Offline
 * it says that the order will wait for the connection; once confirmed, that it is waiting,
 * with a way to stop (issue 21 §6).
 */
export function SubmitOrderButton(props: Props) {
  const { label, pending, disabled, error, offline = false, waiting = false } = props;
  return (
    <>
      {/* The toast announces the error; this copy stays next to the button. */}
      {error && <p className="checkout-field__error">{error}</p>}
      {offline && !pending && <p className="checkout__notice">{t('checkout.offline.hint')}</p>}
      <p className="checkout__notice" role="status" hidden={!waiting}>
        {waiting ? t('checkout.offline.waitingNote') : ''}
      </p>
      <button
        type="submit"
        className="button checkout__submit"
        disabled={disabled || pending}
        aria-busy={pending}
      >
        {waiting ? t('checkout.offline.waiting') : pending ? t('checkout.sending') : label}
      </button>
      {waiting && props.onStopWaiting && (
        <button type="button" className="button button--secondary" onClick={props.onStopWaiting}>
          {t('checkout.offline.stop')}
        </button>
      )}
    </>
  );
}
