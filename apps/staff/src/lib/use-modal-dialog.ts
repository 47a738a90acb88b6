import { useEffect, useRef } from 'react';

/**
 * The ref of a <dialog> shown modal while its component is mounted: focus moves in and stays,
 * Escape fires its onClose; unmounting closes it.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return dialog;
}
