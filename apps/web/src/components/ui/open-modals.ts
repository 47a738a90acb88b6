import { useSyncExternalStore } from 'react';

/**
 * The modal dialogs open now, the last opened last. A modal <dialog> sits in the browser's top
 * layer, above every z-index, and makes the rest of the page inert: what must show above it and
 * stay readable (the toasts, issue 30) is drawn inside the topmost one (docs/decisions/066).
 */
const open: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function addOpenModal(dialog: HTMLDialogElement): void {
  open.push(dialog);
  changed();
}

export function removeOpenModal(dialog: HTMLDialogElement): void {
  const index = open.lastIndexOf(dialog);
  if (index < 0) return;
  open.splice(index, 1);
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const topModal = () => open.at(-1) ?? null;

/** The topmost open modal dialog, or null when none is open. */
export const useTopModal = () => useSyncExternalStore(subscribe, topModal, () => null);
