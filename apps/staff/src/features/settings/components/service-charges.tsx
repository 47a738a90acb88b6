import {
  serviceChargeBody,
  type StaffSettings,
  VAT_RATES,
} from '@masa/core/staff/business-settings.schemas';
import { needsArticle51 } from '@masa/core/money/article-51-charges';
import { SERVICE_CHARGE_CALCULATIONS, SERVICE_CHARGE_TYPES } from '@masa/core/money/service-charge';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { liraInput, parseLira } from '../../../lib/lira.ts';
import { useSettingsWrite } from '../api/settings.ts';
import { firstIssue } from './settings-section.tsx';

type Charge = StaffSettings['serviceCharges'][number];
type Values = {
  name: string;
  description: string;
  nameEn: string;
  descriptionEn: string;
  calculation: Charge['calculation'];
  type: Charge['type'];
  value: string;
  vatRate: number;
  active: boolean;
};

const valuesOf = (charge: Charge): Values => ({
  name: charge.name,
  description: charge.description,
  nameEn: charge.nameEn,
  descriptionEn: charge.descriptionEn,
  calculation: charge.calculation,
  type: charge.type,
  value: charge.calculation === 'percentage' ? String(charge.value) : liraInput(charge.value),
  vatRate: charge.vatRate,
  active: charge.active,
});
const EMPTY: Values = {
  name: '',
  description: '',
  nameEn: '',
  descriptionEn: '',
  calculation: 'per_person',
  type: 'entrance_fee',
  value: '',
  vatRate: 10,
  active: true,
};

/**
 * One charge's fields; a new one starts empty. Saves with PUT …/{id} or POST. An active charge
 * of a banned kind without the article-51 declaration is flagged with the rule (ADR 092).
 */
function ChargeForm({
  charge,
  article51,
  onSaved,
}: {
  charge?: Charge;
  article51: boolean;
  onSaved: (section: string) => void;
}) {
  const { t } = useI18n();
  const write = useSettingsWrite<object & { id?: string }, Charge>(charge ? 'put' : 'post', () =>
    charge ? `/staff/settings/service-charges/${charge.id}` : '/staff/settings/service-charges',
  );
  const [values, setValues] = useState<Values>(charge ? valuesOf(charge) : EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const c = t.settings.charges;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const value =
      values.calculation === 'percentage' ? Number(values.value) : parseLira(values.value);
    if (value === null || Number.isNaN(value)) return setProblem(t.settings.badAmount);
    const parsed = serviceChargeBody.safeParse({ ...values, value });
    if (!parsed.success) return setProblem(firstIssue(parsed.error));
    setProblem(null);
    write.mutate(parsed.data, {
      onSuccess: (saved) => {
        onSaved(saved.name);
        if (!charge) setValues(EMPTY);
      },
    });
  };
  const error = problem ?? write.error?.message;
  const flagged = charge && charge.active && !article51 && needsArticle51(charge.type);
  return (
    <form
      className="settings-row"
      aria-label={charge ? c.rowLabel(charge.name) : c.new}
      onSubmit={save}
      noValidate
    >
      <label>
        {c.name}
        <input
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
      </label>
      <label className="settings-grow">
        {c.description}
        <input
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
        />
      </label>
      <label>
        {c.nameEn}
        <input
          lang="en"
          value={values.nameEn}
          onChange={(event) => setValues({ ...values, nameEn: event.target.value })}
        />
      </label>
      <label className="settings-grow">
        {c.descriptionEn}
        <input
          lang="en"
          value={values.descriptionEn}
          onChange={(event) => setValues({ ...values, descriptionEn: event.target.value })}
        />
      </label>
      <label>
        {c.type}
        <select
          value={values.type}
          onChange={(event) => setValues({ ...values, type: event.target.value as Values['type'] })}
        >
          {SERVICE_CHARGE_TYPES.map((key) => (
            <option key={key} value={key}>
              {c.types[key]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {c.calculation}
        <select
          value={values.calculation}
          onChange={(event) =>
            setValues({ ...values, calculation: event.target.value as Values['calculation'] })
          }
        >
          {SERVICE_CHARGE_CALCULATIONS.map((key) => (
            <option key={key} value={key}>
              {c.calculations[key]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {c.value}
        <input
          inputMode="decimal"
          className="settings-short"
          value={values.value}
          onChange={(event) => setValues({ ...values, value: event.target.value })}
        />
      </label>
      <label>
        {c.vatRate}
        <select
          value={values.vatRate}
          onChange={(event) => setValues({ ...values, vatRate: Number(event.target.value) })}
        >
          {VAT_RATES.map((rate) => (
            <option key={rate} value={rate}>
              %{rate}
            </option>
          ))}
        </select>
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.active}
          onChange={(event) => setValues({ ...values, active: event.target.checked })}
        />
        {t.settings.active}
      </label>
      <button type="submit" disabled={write.isPending}>
        {charge ? t.settings.save : t.settings.add}
      </button>
      {flagged && (
        <p className="form-error" data-testid="charge-banned">
          {c.banned}
        </p>
      )}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </form>
  );
}

/** Service charges: a kuver per person, a percentage of the order; for new orders (ADR 034). */
export function ServiceCharges({
  charges,
  article51,
  onSaved,
}: {
  charges: Charge[];
  /** The business declared İş Kanunu article 51 (ADR 092). */
  article51: boolean;
  onSaved: (name: string) => void;
}) {
  const { t } = useI18n();
  return (
    <section className="settings-card settings-wide" aria-labelledby="settings-charges">
      <h2 id="settings-charges">{t.settings.charges.title}</h2>
      <p className="settings-hint">{t.settings.charges.hint}</p>
      {charges.map((charge) => (
        <ChargeForm
          key={`${charge.id}-${charge.value}-${charge.active}`}
          charge={charge}
          article51={article51}
          onSaved={onSaved}
        />
      ))}
      <ChargeForm article51={article51} onSaved={onSaved} />
    </section>
  );
}
