import { type FormEvent, useState } from 'react';
import { type Checked, useFormProblem } from '../../../lib/use-form-problem.ts';
import { useSettingsWrite } from '../api/settings.ts';

/** What a row's values become before they are sent: the core schema's check, or what is wrong. */
export type RowBody = Checked<object> | { problem: string };

/**
 * One row of a settings list (a campaign, a service charge): its values as typed, saved with
 * PUT `path` when it edits a saved row, POST when it is the empty row that adds one (which
 * empties again once saved). A problem found before sending, or the server's refusal, is the
 * row's `error`.
 */
export function useSettingsRow<Values, Saved>({
  path,
  saved,
  empty,
  toBody,
  onSaved,
}: {
  path: string;
  /** The saved row's values; undefined for the row that adds one. */
  saved: Values | undefined;
  empty: Values;
  toBody: (values: Values) => RowBody;
  onSaved: (answer: Saved) => void;
}) {
  const write = useSettingsWrite<object, Saved>(saved ? 'put' : 'post', () => path);
  const [values, setValues] = useState<Values>(saved ?? empty);
  const form = useFormProblem();
  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = toBody(values);
    if ('problem' in checked) return form.setProblem(checked.problem);
    form.check(checked, (body) =>
      write.mutate(body, {
        onSuccess: (answer) => {
          onSaved(answer);
          if (!saved) setValues(empty);
        },
      }),
    );
  };
  /** A text field's value and change, for an input of the row. */
  const text = (key: keyof Values) => ({
    value: String(values[key]),
    onChange: (value: string) => set(key, value as Values[typeof key]),
  });
  return {
    values,
    set,
    text,
    save,
    pending: write.isPending,
    error: form.problem ?? write.error?.message,
  };
}
