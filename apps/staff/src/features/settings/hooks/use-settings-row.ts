import { type FormEvent, useState } from 'react';
import { useSettingsWrite } from '../api/settings.ts';

/** What a row's values become before they are sent: the body, or the text of what is wrong. */
export type RowBody = { body: object } | { problem: string | null };

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
  const [problem, setProblem] = useState<string | null>(null);
  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = toBody(values);
    if ('problem' in parsed) return setProblem(parsed.problem);
    setProblem(null);
    write.mutate(parsed.body, {
      onSuccess: (answer) => {
        onSaved(answer);
        if (!saved) setValues(empty);
      },
    });
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
    error: problem ?? write.error?.message,
  };
}
