import { useId } from 'react';
import { useModal } from '../../../components/ui/use-modal.ts';

type Props = {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal yes/no question (clearing the cart, 001 §2); Escape cancels. */
export function ConfirmDialog({ message, confirmLabel, cancelLabel, onConfirm, onCancel }: Props) {
  const ref = useModal();
  const textId = useId();

  return (
    <dialog
      ref={ref}
      className="checkout-dialog"
      role="alertdialog"
      aria-labelledby={textId}
      onClose={onCancel}
    >
      <p id={textId} className="checkout-dialog__title">
        {message}
      </p>
      <div className="checkout-dialog__actions">
        <button type="button" className="checkout-link-button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
