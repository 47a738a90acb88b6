import { useEffect, useRef } from 'react';
import { addOpenModal, removeOpenModal } from './open-modals.ts';

/**
 * A native <dialog> opened modal while its component is mounted (focus moves in and is trapped,
 * Escape fires `close`) and closed when it unmounts. Attach the ref to the <dialog>.
 */
export function useModal() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    addOpenModal(dialog);
    // Escape closes it natively before its component goes: toasts leave it at once.
    const closed = () => removeOpenModal(dialog);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      removeOpenModal(dialog);
      dialog.close();
    };
  }, []);
  return ref;
}
