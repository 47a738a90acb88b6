import { type ReactNode, useId } from 'react';
import { FormError } from '../../../components/form-error.tsx';

/**
 * The frame of one move of the table panel (issue 32 §3): a button that opens the move's form
 * below it, the form's fields (children), the confirming button and the server's refusal as it
 * comes. `ready`: the fields choose something to move; until then the form does not send.
 */
export function MoveAction({
  title,
  confirm,
  open,
  onToggle,
  ready,
  pending,
  error,
  onConfirm,
  children,
}: {
  title: string;
  confirm: string;
  open: boolean;
  onToggle: () => void;
  ready: boolean;
  pending: boolean;
  error: string | null | undefined;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <div className="move-action">
      <button type="button" aria-expanded={open} aria-controls={formId} onClick={onToggle}>
        {title}
      </button>
      {open && (
        <form
          id={formId}
          className="move-form"
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) onConfirm();
          }}
        >
          {children}
          <button type="submit" className="primary" disabled={!ready || pending}>
            {confirm}
          </button>
          <FormError error={error} />
        </form>
      )}
    </div>
  );
}
