import { useEffect, useRef } from 'react';

/**
 * A native <dialog> opened modal while its component is mounted (focus moves in and is trapped,
 * Escape fires `close`) and closed when it unmounts. Attach the ref to the <dialog>.
 */
export function useModal() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return ref;
}
