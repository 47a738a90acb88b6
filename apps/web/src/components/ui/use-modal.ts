import { useEffect, useRef } from 'react';
import { addOpenModal, removeOpenModal } from './open-modals.ts';

/**
 * A native <dialog> opened modal while its component is mounted (focus moves in and is trapped,
 * Escape fires `close`) and closed when it unmounts, focus back on what opened it. Attach the
 * ref to the <dialog>.
 */
export function useModal() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    addOpenModal(dialog);
    // Escape closes it natively before its component goes: toasts leave it at once.
    const closed = () => removeOpenModal(dialog);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      removeOpenModal(dialog);
      dialog.close();
      // Unmounted first, the dialog cannot hand focus back itself: it fell to <body> after
      // adding from a dish's sheet (issue 30). The control that opened it gets it back.
      const focused = document.activeElement;
      const lost = focused === null || focused === document.body || !focused.isConnected;
      if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
  return ref;
}
