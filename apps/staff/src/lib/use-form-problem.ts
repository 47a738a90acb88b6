import { useState } from 'react';
import { sayFirstIssue } from '../i18n/core-texts.ts';
import { useI18n } from '../i18n/i18n.tsx';

/** A core schema's `safeParse` answer, as far as a form reads it. */
export type Checked<Data> =
  { success: true; data: Data } | { success: false; error: { issues: { message: string }[] } };

/**
 * What stops a form before it sends: the first message of the core schema's check (the server
 * checks with the same schema and says the same), or a problem the form finds itself. Shown in
 * the form's alert ahead of the server's refusal.
 *
 *   const form = useFormProblem();
 *   const save = () => form.check(tableBody.safeParse(values), (body) => create.mutate(body));
 *   const error = form.problem ?? create.error?.message;
 */
export function useFormProblem() {
  const { t } = useI18n();
  const [problem, setProblem] = useState<string | null>(null);
  /** Sends the checked values, or keeps the check's first message (said in the screen's language) as the problem. */
  const check = <Data>(checked: Checked<Data>, send: (data: Data) => void) => {
    if (!checked.success) return setProblem(sayFirstIssue(t, checked.error));
    setProblem(null);
    send(checked.data);
  };
  return { problem, setProblem, check };
}
