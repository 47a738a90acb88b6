import {
  serviceChargeBody,
  type StaffSettings,
  VAT_RATES,
} from '@masa/core/staff/business-settings.schemas';
import { needsArticle51 } from '@masa/core/money/article-51-charges';
import { SERVICE_CHARGE_CALCULATIONS, SERVICE_CHARGE_TYPES } from '@masa/core/money/service-charge';
import { useI18n } from '../../../i18n/i18n.tsx';
import { liraInput, parseLira } from '../../../lib/lira.ts';
import { useSettingsRow } from '../hooks/use-settings-row.ts';
import { NameFields, SettingsList, SettingsRow } from './settings-row.tsx';

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
  const row = useSettingsRow<Values, Charge>({
    path: charge
      ? `/staff/settings/service-charges/${charge.id}`
      : '/staff/settings/service-charges',
    saved: charge && valuesOf(charge),
    empty: EMPTY,
    onSaved: (saved) => onSaved(saved.name),
    toBody: (values) => {
      const value =
        values.calculation === 'percentage' ? Number(values.value) : parseLira(values.value);
      if (value === null || Number.isNaN(value)) return { problem: t('settings.badAmount') };
      return serviceChargeBody.safeParse({ ...values, value });
    },
  });
  const { values } = row;
  const flagged = charge && charge.active && !article51 && needsArticle51(charge.type);
  return (
    <SettingsRow
      row={row}
      label={
        charge ? t('settings.charges.rowLabel', { name: charge.name }) : t('settings.charges.new')
      }
      adding={!charge}
      notice={
        flagged && (
          <p className="form-error" data-testid="charge-banned">
            {t('settings.charges.banned')}
          </p>
        )
      }
    >
      <NameFields
        name={{ label: t('settings.charges.name'), ...row.text('name') }}
        description={{ label: t('settings.charges.description'), ...row.text('description') }}
        nameEn={{ label: t('settings.charges.nameEn'), ...row.text('nameEn') }}
        descriptionEn={{ label: t('settings.charges.descriptionEn'), ...row.text('descriptionEn') }}
      />
      <label>
        {t('settings.charges.type')}
        <select
          value={values.type}
          onChange={(event) => row.set('type', event.target.value as Values['type'])}
        >
          {SERVICE_CHARGE_TYPES.map((key) => (
            <option key={key} value={key}>
              {t.lookup(`settings.charges.types.${key}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('settings.charges.calculation')}
        <select
          value={values.calculation}
          onChange={(event) => row.set('calculation', event.target.value as Values['calculation'])}
        >
          {SERVICE_CHARGE_CALCULATIONS.map((key) => (
            <option key={key} value={key}>
              {t.lookup(`settings.charges.calculations.${key}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('settings.charges.value')}
        <input
          inputMode="decimal"
          className="settings-short"
          value={values.value}
          onChange={(event) => row.set('value', event.target.value)}
        />
      </label>
      <label>
        {t('settings.charges.vatRate')}
        <select
          value={values.vatRate}
          onChange={(event) => row.set('vatRate', Number(event.target.value))}
        >
          {VAT_RATES.map((rate) => (
            <option key={rate} value={rate}>
              %{rate}
            </option>
          ))}
        </select>
      </label>
    </SettingsRow>
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
    <SettingsList
      id="settings-charges"
      title={t('settings.charges.title')}
      hint={t('settings.charges.hint')}
    >
      {charges.map((charge) => (
        <ChargeForm
          key={`${charge.id}-${charge.value}-${charge.active}`}
          charge={charge}
          article51={article51}
          onSaved={onSaved}
        />
      ))}
      <ChargeForm article51={article51} onSaved={onSaved} />
    </SettingsList>
  );
}
