import { tr } from '../../../i18n/tr.ts';

type Props = { label: string; pending: boolean; disabled: boolean; error: string | null };

/** The checkout's confirm button: disabled while sending, so a double tap sends once. */
export function SubmitOrderButton({ label, pending, disabled, error }: Props) {
  return (
    <>
      {/* The toast announces the error; this copy stays next to the button. */}
      {error && <p className="checkout-field__error">{error}</p>}
      <button
        type="submit"
        className="button checkout__submit"
        disabled={disabled || pending}
        aria-busy={pending}
      >
        {pending ? tr.checkout.sending : label}
      </button>
    </>
  );
}
