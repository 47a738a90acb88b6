import { type ReactNode, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useSettings } from '../api/settings.ts';
import { ApprovalSettings } from './approval-settings.tsx';
import { Article51Declaration } from './article-51-declaration.tsx';
import { Campaigns } from './campaigns.tsx';
import { FiscalAdapterForm } from './fiscal-adapter-form.tsx';
import { BoardForm, PaymentMethodsForm, TaxForm } from './payment-tax-board.tsx';
import { BusinessImages } from './business-images.tsx';
import { OpeningHoursForm } from './opening-hours-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ReasonLists } from './reason-lists.tsx';
import { ServiceCharges } from './service-charges.tsx';
import { StationsForm } from './stations-form.tsx';
import '../settings.css';
import { FormError } from '../../../components/form-error.tsx';

/**
 * "Ayarlar" (issue 17 §4, ADR 034), owners and managers: the business's details, opening hours (issue 20), payment
 * methods, VAT mode, the board's thresholds, service charges, campaigns and stations. Each
 * save is checked by the server, recorded in "Kayıtlar" and reaches the screens that use it.
 * `more`: sections another feature owns (the printers, issue 33), composed by app/routes.tsx;
 * each is given the news line to say what it saved. The fiscal register's connection: issue 35 §4.
 */
export function SettingsPage({ more }: { more?: (onSaved: (news: string) => void) => ReactNode }) {
  const { t } = useI18n();
  const settings = useSettings();
  const isOwner = useSession()?.staff.role === 'owner';
  const [news, setNews] = useState('');
  const saved = (what: string) => setNews(t('settings.saved', { section: what }));
  const data = settings.data;

  return (
    <main className="settings" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings.title')}</h1>
      <p role="status" className="settings-news">
        {news}
      </p>
      {settings.isPending && <p role="status">{t('settings.loading')}</p>}
      <FormError error={settings.error} />
      {data && (
        <div className="settings-grid">
          <ProfileForm profile={data.profile} onSaved={saved} />
          <OpeningHoursForm hours={data.openingHours} onSaved={saved} />
          <BusinessImages profile={data.profile} onSaved={saved} />
          <PaymentMethodsForm payment={data.payment} onSaved={saved} />
          <TaxForm included={data.tax.includedInPrice} onSaved={saved} />
          <FiscalAdapterForm adapter={data.fiscal.adapter} onSaved={saved} />
          <BoardForm board={data.board} onSaved={saved} />
          <StationsForm categories={data.categories} onSaved={saved} />
          <Article51Declaration declaration={data.article51} isOwner={isOwner} onSaved={saved} />
          <ServiceCharges
            charges={data.serviceCharges}
            article51={data.article51 !== null}
            onSaved={saved}
          />
          <Campaigns campaigns={data.campaigns} onSaved={saved} />
          <ApprovalSettings isOwner={isOwner} onSaved={saved} />
          <ReasonLists onSaved={saved} />
          {more?.(setNews)}
        </div>
      )}
    </main>
  );
}
