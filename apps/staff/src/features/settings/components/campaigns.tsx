import { campaignBody, type StaffSettings } from '@masa/core/staff/business-settings.schemas';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { liraInput, parseLira } from '../../../lib/lira.ts';
import { useSettingsWrite } from '../api/settings.ts';
import { firstIssue } from './settings-section.tsx';

type Campaign = StaffSettings['campaigns'][number];
type Values = {
  title: string;
  description: string;
  titleEn: string;
  descriptionEn: string;
  discountType: Campaign['discountType'];
  discountValue: string;
  minOrder: string;
  campaignCode: string;
  startDate: string;
  endDate: string;
  active: boolean;
};

const valuesOf = (c: Campaign): Values => ({
  title: c.title,
  description: c.description,
  titleEn: c.titleEn,
  descriptionEn: c.descriptionEn,
  discountType: c.discountType,
  discountValue:
    c.discountType === 'percentage' ? String(c.discountValue) : liraInput(c.discountValue),
  minOrder: liraInput(c.minOrderAmount),
  campaignCode: c.campaignCode ?? '',
  startDate: c.startDate ?? '',
  endDate: c.endDate ?? '',
  active: c.active,
});
const EMPTY: Values = {
  title: '',
  description: '',
  titleEn: '',
  descriptionEn: '',
  discountType: 'percentage',
  discountValue: '',
  minOrder: '0',
  campaignCode: '',
  startDate: '',
  endDate: '',
  active: true,
};

/** One campaign's fields; a new one starts empty. Saves with PUT …/{id} or POST. */
function CampaignForm({
  campaign,
  onSaved,
}: {
  campaign?: Campaign;
  onSaved: (title: string) => void;
}) {
  const { t } = useI18n();
  const c = t.settings.campaigns;
  const write = useSettingsWrite<object, Campaign>(campaign ? 'put' : 'post', () =>
    campaign ? `/staff/settings/campaigns/${campaign.id}` : '/staff/settings/campaigns',
  );
  const [values, setValues] = useState<Values>(campaign ? valuesOf(campaign) : EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const discountValue =
      values.discountType === 'percentage'
        ? Number(values.discountValue)
        : parseLira(values.discountValue);
    const minOrderAmount = parseLira(values.minOrder || '0');
    if (discountValue === null || Number.isNaN(discountValue) || minOrderAmount === null) {
      return setProblem(t.settings.badAmount);
    }
    const parsed = campaignBody.safeParse({
      title: values.title,
      description: values.description,
      titleEn: values.titleEn,
      descriptionEn: values.descriptionEn,
      discountType: values.discountType,
      discountValue,
      minOrderAmount,
      campaignCode: values.campaignCode.trim() || null,
      startDate: values.startDate || null,
      endDate: values.endDate || null,
      active: values.active,
    });
    if (!parsed.success) return setProblem(firstIssue(parsed.error));
    setProblem(null);
    write.mutate(parsed.data, {
      onSuccess: (saved) => {
        onSaved(saved.title);
        if (!campaign) setValues(EMPTY);
      },
    });
  };
  const error = problem ?? write.error?.message;
  return (
    <form
      className="settings-row"
      aria-label={campaign ? c.rowLabel(campaign.title) : c.new}
      onSubmit={save}
      noValidate
    >
      <label>
        {c.titleField}
        <input value={values.title} onChange={set('title')} />
      </label>
      <label className="settings-grow">
        {c.description}
        <input value={values.description} onChange={set('description')} />
      </label>
      <label>
        {c.titleEn}
        <input lang="en" value={values.titleEn} onChange={set('titleEn')} />
      </label>
      <label className="settings-grow">
        {c.descriptionEn}
        <input lang="en" value={values.descriptionEn} onChange={set('descriptionEn')} />
      </label>
      <label>
        {c.discountType}
        <select value={values.discountType} onChange={set('discountType')}>
          {(['percentage', 'fixed'] as const).map((key) => (
            <option key={key} value={key}>
              {c.types[key]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {c.discountValue}
        <input
          className="settings-short"
          inputMode="decimal"
          value={values.discountValue}
          onChange={set('discountValue')}
        />
      </label>
      <label>
        {c.minOrder}
        <input
          className="settings-short"
          inputMode="decimal"
          value={values.minOrder}
          onChange={set('minOrder')}
        />
      </label>
      <label>
        {c.code}
        <input
          className="settings-code"
          value={values.campaignCode}
          onChange={set('campaignCode')}
        />
      </label>
      <label>
        {c.start}
        <input type="date" value={values.startDate} onChange={set('startDate')} />
      </label>
      <label>
        {c.end}
        <input type="date" value={values.endDate} onChange={set('endDate')} />
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
        {campaign ? t.settings.save : t.settings.add}
      </button>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </form>
  );
}

/** Campaigns (CAYBIZDEN, KAHVALTI15, …): shown on the diner's menu while active and running. */
export function Campaigns({
  campaigns,
  onSaved,
}: {
  campaigns: Campaign[];
  onSaved: (title: string) => void;
}) {
  const { t } = useI18n();
  return (
    <section className="settings-card settings-wide" aria-labelledby="settings-campaigns">
      <h2 id="settings-campaigns">{t.settings.campaigns.title}</h2>
      <p className="settings-hint">{t.settings.campaigns.hint}</p>
      {campaigns.map((campaign) => (
        <CampaignForm
          key={`${campaign.id}-${campaign.active}`}
          campaign={campaign}
          onSaved={onSaved}
        />
      ))}
      <CampaignForm onSaved={onSaved} />
    </section>
  );
}
