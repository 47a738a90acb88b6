import { useId, type ReactNode } from 'react';

export type Choice<T extends string | number> = {
  value: T;
  label: string;
  disabled?: boolean;
  /** A short note after the label, e.g. 'Yakında'. */
  note?: string;
};

/** A labelled group of radio buttons drawn as chips (tips, methods, modes). */
export function ChoiceGroup<T extends string | number>(props: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
  grid?: boolean;
  /** After the chips, drawn as one of them: a link to where a choice is made instead. */
  after?: ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className="choice-group" disabled={props.disabled}>
      <legend className="choice-group__legend">{props.legend}</legend>
      <div
        className={
          props.grid ? 'choice-group__chips choice-group__chips--grid' : 'choice-group__chips'
        }
      >
        {props.choices.map((choice) => (
          <label
            key={String(choice.value)}
            className={choice.disabled ? 'choice-chip choice-chip--disabled' : 'choice-chip'}
          >
            <input
              type="radio"
              name={name}
              value={String(choice.value)}
              checked={props.value === choice.value}
              disabled={choice.disabled}
              onChange={() => props.onChange(choice.value)}
            />
            <span>{choice.label}</span>
            {choice.note && <span className="choice-chip__note">{choice.note}</span>}
          </label>
        ))}
        {props.after}
      </div>
    </fieldset>
  );
}
