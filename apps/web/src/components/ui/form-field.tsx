import type { ComponentProps, ReactNode } from 'react';
import './form.css';

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

/** The ids a control points at: its hint, then its error (read after the label). */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldFrame(props: FieldFrameProps & { children: ReactNode }) {
  return (
    <div className={props.error ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={props.id} className="form-field__label">
        {props.label}
      </label>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} className="form-field__hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className="form-field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * A labelled input with its hint and error linked through aria-describedby. Spread a
 * react-hook-form `register(...)` into it: the ref reaches the input.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  ...input
}: FieldFrameProps & ComponentProps<'input'>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldFrame>
  );
}

/** A labelled multi-line input, like TextField. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  ...textarea
}: FieldFrameProps & ComponentProps<'textarea'>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        className="form-field__input form-field__input--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
    </FieldFrame>
  );
}

/** The e-mail address field (sign-in, forgotten password, profile), with the phone's @ keyboard. */
export function EmailField(props: FieldFrameProps & ComponentProps<'input'>) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}

/**
 * A form's full-width submit button: disabled while the form sends, and saying so where the
 * form has words for it (`busyLabel`). `disabled` when more than sending holds it.
 */
export function SubmitButton(props: {
  busy: boolean;
  busyLabel?: ReactNode;
  children: ReactNode;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="submit"
      className={props.danger ? 'button button--danger button--block' : 'button button--block'}
      disabled={props.disabled ?? props.busy}
    >
      {props.busy && props.busyLabel !== undefined ? props.busyLabel : props.children}
    </button>
  );
}
