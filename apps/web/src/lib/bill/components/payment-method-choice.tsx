import { texts } from '../../../i18n/texts.ts';
import type { PaymentMethod } from '../bill-types.ts';
import { ChoiceGroup } from './choice-group.tsx';

const t = texts('bill');

/** 001 §9 payment method keys, shown only when the business accepts them. */
export function PaymentMethodChoice(props: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  notice: string | null;
  disabled?: boolean;
  grid?: boolean;
}) {
  return (
    <>
      {props.notice && (
        <p className="bill-notice" role="status">
          {props.notice}
        </p>
      )}
      {props.methods.length > 0 && (
        <ChoiceGroup
          legend={t('bill.methods.label')}
          choices={props.methods.map((method) => ({
            value: method,
            label: t(`bill.methods.${method}`),
          }))}
          value={props.value}
          onChange={props.onChange}
          {...(props.disabled !== undefined ? { disabled: props.disabled } : {})}
          {...(props.grid !== undefined ? { grid: props.grid } : {})}
        />
      )}
    </>
  );
}
