import { type ReactNode, useId } from 'react';
import { useModal } from './use-modal.ts';

type Props = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class for the dialog element. */
  className?: string;
};

/**
 * A modal dialog of the order area on the native <dialog>: focus moves in and is trapped,
 * Escape closes, the title names it.
 */
export function ModalDialog({ title, onClose, children, className }: Props) {
  const ref = useModal();
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className={className ? `order-dialog ${className}` : 'order-dialog'}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <h2 id={titleId} className="order-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
