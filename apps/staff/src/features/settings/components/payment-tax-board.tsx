import {
  boardSettingsBody,
  paymentSettingsBody,
  type StaffSettings,
} from '@masa/core/staff/business-settings.schemas';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useFormProblem } from '../../../lib/use-form-problem.ts';
import { useSettingsWrite } from '../api/settings.ts';
import { type SectionSaved, SettingsSection } from './settings-section.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';

type Payment = StaffSettings['payment'];
const METHODS = [
  'acceptCash',
  'acceptCreditCard',
  'acceptOnlinePayment',
  'acceptSodexo',
  'acceptMutlinet',
] as const satisfies readonly (keyof Payment)[];

/** Accepted payment methods (PUT /staff/settings/payment): at least one. */
export function PaymentMethodsForm({ payment, onSaved }: SectionSaved & { payment: Payment }) {
  const { t } = useI18n();
  const write = useSettingsWrite<Payment, Payment>('put', () => '/staff/settings/payment');
  const [values, setValues] = useState(payment);
  const form = useFormProblem();
  const save = () =>
    form.check(paymentSettingsBody.safeParse(values), (body) =>
      write.mutate(body, { onSuccess: () => onSaved(t('settings.sections.payment')) }),
    );
  return (
    <SettingsSection
      id="settings-payment"
      title={t('settings.sections.payment')}
      hint={t('settings.payment.hint')}
      error={form.problem ?? write.error?.message}
      pending={write.isPending}
      onSubmit={save}
    >
      {METHODS.map((key) => (
        <Checkbox
          key={key}
          label={t(`settings.payment.methods.${key}`)}
          checked={values[key]}
          onChange={(checked) => setValues({ ...values, [key]: checked })}
        />
      ))}
    </SettingsSection>
  );
}

/** VAT included in prices or added on top (PUT /staff/settings/tax), for new orders (ADR 034). */
export function TaxForm({ included, onSaved }: SectionSaved & { included: boolean }) {
  const { t } = useI18n();
  const write = useSettingsWrite<{ includedInPrice: boolean }, unknown>(
    'put',
    () => '/staff/settings/tax',
  );
  const [value, setValue] = useState(included);
  return (
    <SettingsSection
      id="settings-tax"
      title={t('settings.sections.tax')}
      hint={t('settings.tax.hint')}
      error={write.error?.message}
      pending={write.isPending}
      onSubmit={() =>
        write.mutate(
          { includedInPrice: value },
          { onSuccess: () => onSaved(t('settings.sections.tax')) },
        )
      }
    >
      <fieldset className="settings-choices">
        <legend className="visually-hidden">{t('settings.sections.tax')}</legend>
        {[true, false].map((option) => (
          <label key={String(option)} className="checkbox">
            <input
              type="radio"
              name="tax-mode"
              checked={value === option}
              onChange={() => setValue(option)}
            />
            {option ? t('settings.tax.included') : t('settings.tax.added')}
          </label>
        ))}
      </fieldset>
    </SettingsSection>
  );
}

/** The board's amber and red thresholds in minutes (PUT /staff/settings/board). */
export function BoardForm({ board, onSaved }: SectionSaved & { board: StaffSettings['board'] }) {
  const { t } = useI18n();
  const write = useSettingsWrite<StaffSettings['board'], unknown>(
    'put',
    () => '/staff/settings/board',
  );
  const [amber, setAmber] = useState(String(board.amberMinutes));
  const [red, setRed] = useState(String(board.redMinutes));
  const form = useFormProblem();
  const save = () =>
    form.check(
      boardSettingsBody.safeParse({ amberMinutes: Number(amber), redMinutes: Number(red) }),
      (body) => write.mutate(body, { onSuccess: () => onSaved(t('settings.sections.board')) }),
    );
  const minutes = (label: string, value: string, set: (value: string) => void) => (
    <label className="settings-minutes">
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={240}
        value={value}
        onChange={(event) => set(event.target.value)}
      />
    </label>
  );
  return (
    <SettingsSection
      id="settings-board"
      title={t('settings.sections.board')}
      hint={t('settings.board.hint')}
      error={form.problem ?? write.error?.message}
      pending={write.isPending}
      onSubmit={save}
    >
      {minutes(t('settings.board.amber'), amber, setAmber)}
      {minutes(t('settings.board.red'), red, setRed)}
    </SettingsSection>
  );
}
