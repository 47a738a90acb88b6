import { Banner } from '../../../components/ui/banner.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { texts } from '../../../i18n/texts.ts';
import { useTimedBanner } from '../hooks/use-timed-banner.ts';
import { SavedCardsEditor } from '../../../lib/saved-cards/components/saved-cards-editor.tsx';

const t = texts('profile');

/**
 * /profile/payment without an order (000 §3.6, §5.5): the saved cards of this device, with the
 * mock screens' 3-second success banner.
 */
export function PaymentMethodsPage() {
  const banner = useTimedBanner();
  return (
    <>
      <PageHeader title={t('profile.payment.title')} backTo="/profile" />
      <div className="page-content">
        {banner.text && <Banner kind="success">{banner.text}</Banner>}
        <SavedCardsEditor
          loading={<PageLoading />}
          onChanged={banner.show}
          emptyClassName="card card__text"
          addClassName="button button--block"
        />
      </div>
    </>
  );
}
