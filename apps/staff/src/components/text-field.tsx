import type { ComponentProps } from 'react';

/**
 * A labelled input with its validation message under it, tied to it for a screen reader
 * (`aria-invalid`, `aria-describedby`): the sign-in fields. The rest of the props (a
 * react-hook-form `register(…)` with its ref, `type`, `autoComplete`) go to the input.
 */
export function TextField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error: string | undefined } & ComponentProps<'input'>) {
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}
