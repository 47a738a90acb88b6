import { campaignBody, type StaffSettings } from '@masa/core/staff/business-settings.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';
import { liraInput, parseLira } from '../../../lib/lira.ts';
import { useSettingsRow } from '../hooks/use-settings-row.ts';
import { NameFields, SettingsList, SettingsRow } from './settings-row.tsx';

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
  const row = useSettingsRow<Values, Campaign>({
    path: campaign ? `/staff/settings/campaigns/${campaign.id}` : '/staff/settings/campaigns',
    saved: campaign && valuesOf(campaign),
    empty: EMPTY,
    onSaved: (saved) => onSaved(saved.title),
    toBody: (values) => {
      const discountValue =
        values.discountType === 'percentage'
          ? Number(values.discountValue)
          : parseLira(values.discountValue);
      const minOrderAmount = parseLira(values.minOrder || '0');
      if (discountValue === null || Number.isNaN(discountValue) || minOrderAmount === null) {
        return { problem: t('settings.badAmount') };
      }
      return campaignBody.safeParse({
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
    },
  });
  const { values } = row;
  const set = (key: Exclude<keyof Values, 'active'>) => (event: { target: { value: string } }) =>
    row.set(key, event.target.value as Values[typeof key]);
  return (
    <SettingsRow
      row={row}
      label={
        campaign
          ? t('settings.campaigns.rowLabel', { title: campaign.title })
          : t('settings.campaigns.new')
      }
      adding={!campaign}
    >
      <NameFields
        name={{ label: t('settings.campaigns.titleField'), ...row.text('title') }}
        description={{ label: t('settings.campaigns.description'), ...row.text('description') }}
        nameEn={{ label: t('settings.campaigns.titleEn'), ...row.text('titleEn') }}
        descriptionEn={{
          label: t('settings.campaigns.descriptionEn'),
          ...row.text('descriptionEn'),
        }}
      />
      <label>
        {t('settings.campaigns.discountType')}
        <select value={values.discountType} onChange={set('discountType')}>
          {(['percentage', 'fixed'] as const).map((key) => (
            <option key={key} value={key}>
              {t.lookup(`settings.campaigns.types.${key}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('settings.campaigns.discountValue')}
        <input
          className="settings-short"
          inputMode="decimal"
          value={values.discountValue}
          onChange={set('discountValue')}
        />
      </label>
      <label>
        {t('settings.campaigns.minOrder')}
        <input
          className="settings-short"
          inputMode="decimal"
          value={values.minOrder}
          onChange={set('minOrder')}
        />
      </label>
      <label>
        {t('settings.campaigns.code')}
        <input
          className="settings-code"
          value={values.campaignCode}
          onChange={set('campaignCode')}
        />
      </label>
      <label>
        {t('settings.campaigns.start')}
        <input type="date" value={values.startDate} onChange={set('startDate')} />
      </label>
      <label>
        {t('settings.campaigns.end')}
        <input type="date" value={values.endDate} onChange={set('endDate')} />
      </label>
    </SettingsRow>
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
    <SettingsList
      id="settings-campaigns"
      title={t('settings.campaigns.title')}
      hint={t('settings.campaigns.hint')}
    >
      {campaigns.map((campaign) => (
        <CampaignForm
          key={`${campaign.id}-${campaign.active}`}
          campaign={campaign}
          onSaved={onSaved}
        />
      ))}
      <CampaignForm onSaved={onSaved} />
    </SettingsList>
  );
}
