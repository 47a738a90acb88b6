import { tr } from '../../i18n/tr.ts';
import { ChoiceGroup } from './choice-group.tsx';

/** Tip percentages (001 §9): 0/5/10/15/20 on every screen (TIP_OPTIONS, ADR 027); 0 reads 'Yok'. */
export function TipChoice(props: {
  options: readonly number[];
  value: number;
  onChange: (percent: number) => void;
  disabled?: boolean;
}) {
  const t = tr.bill.tips;
  return (
    <ChoiceGroup
      legend={t.label}
      choices={props.options.map((value) => ({
        value,
        label: value === 0 ? t.none : t.percent(value),
      }))}
      value={props.value}
      onChange={props.onChange}
      {...(props.disabled !== undefined ? { disabled: props.disabled } : {})}
    />
  );
}
