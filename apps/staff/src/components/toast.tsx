import { useToast } from '../lib/toast.ts';

/** The message of lib/toast.ts, read out by screen readers as it appears. */
export function Toast() {
  const toast = useToast();
  return (
    <p className="toast" role="status" hidden={toast === null}>
      {toast?.text}
    </p>
  );
}
