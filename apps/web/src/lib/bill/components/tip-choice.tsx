import { texts } from '../../../i18n/texts.ts';
import { ChoiceGroup } from './choice-group.tsx';

const t = texts('bill');

/** Tip percentages (001 §9): 0/5/10/15/20 on every screen (TIP_OPTIONS, ADR 027); 0 reads 'Yok'. */
export function TipChoice(props: {
  options: readonly number[];
  value: number;
  onChange: (percent: number) => void;
  disabled?: boolean;
}) {
  return (
    <ChoiceGroup
      legend={t('bill.tips.label')}
      choices={props.options.map((value) => ({
        value,
        label: value === 0 ? t('bill.tips.none') : t('bill.tips.percent', { value }),
      }))}
      value={props.value}
      onChange={props.onChange}
      {...(props.disabled !== undefined ? { disabled: props.disabled } : {})}
    />
  );
}
