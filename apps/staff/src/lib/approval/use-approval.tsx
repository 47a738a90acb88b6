import type { CorrectionApproval } from '@masa/core/corrections/corrections.schemas';
import { useCallback, useState, type ReactNode } from 'react';
import { ApprovalDialog } from './components/approval-dialog.tsx';
import { ApiError } from '../api-error.ts';

/** Answers the dialog keeps open on, so the manager types the PIN again or another manager. */
const RETRY_IN_DIALOG = new Set(['APPROVAL_REFUSED', 'TOO_MANY_PIN_ATTEMPTS', 'VALIDATION_ERROR']);
export const APPROVAL_CANCELLED = 'APPROVAL_CANCELLED';

type Ask = {
  message: string;
  submit: (approval: CorrectionApproval) => Promise<void>;
  cancel: () => void;
};

/**
 * A correction a waiter may not make alone (ADR 073): `withApproval(send)` sends without
 * approval; on 403 APPROVAL_REQUIRED it shows "Yönetici onayı" (render `dialog`), where a
 * manager picks their name and types their PIN on this device, and sends again with it. A
 * wrong PIN keeps the dialog open with the server's message; "Vazgeç" rejects with
 * APPROVAL_CANCELLED, which a caller shows as nothing.
 *
 *   const { withApproval, dialog } = useApproval();
 *   mutationFn: (body) => withApproval((approval) => api.post(url, { ...body, approval })),
 */
export function useApproval(): {
  withApproval: <T>(send: (approval: CorrectionApproval | null) => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const [ask, setAsk] = useState<Ask | null>(null);
  const withApproval = useCallback(
    <T,>(send: (approval: CorrectionApproval | null) => Promise<T>): Promise<T> =>
      send(null).catch((error: unknown) => {
        if (!(error instanceof ApiError) || error.code !== 'APPROVAL_REQUIRED') throw error;
        return new Promise<T>((resolve, reject) =>
          setAsk({
            message: error.message,
            submit: async (approval) => {
              try {
                const answer = await send(approval);
                setAsk(null);
                resolve(answer);
              } catch (refusal) {
                if (refusal instanceof ApiError && RETRY_IN_DIALOG.has(refusal.code ?? ''))
                  throw refusal;
                setAsk(null);
                reject(refusal);
              }
            },
            cancel: () => {
              setAsk(null);
              reject(new ApiError(error.message, 403, APPROVAL_CANCELLED));
            },
          }),
        );
      }),
    [],
  );
  const dialog = ask ? <ApprovalDialog {...ask} /> : null;
  return { withApproval, dialog };
}

/** Whether a failed correction was the staff member's own "Vazgeç" in the dialog. */
export const approvalCancelled = (error: unknown) =>
  error instanceof ApiError && error.code === APPROVAL_CANCELLED;
