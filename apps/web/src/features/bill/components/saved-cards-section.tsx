import { texts } from '../../../i18n/texts.ts';
import { useNotify } from '../../../lib/notifications/use-notify.ts';
import { SavedCardsEditor } from '../../../lib/saved-cards/components/saved-cards-editor.tsx';

const t = texts('app', 'bill');

/**
 * The saved cards on the payment screen (001 §2, §4 Card form): the profile's editor, so add,
 * edit, delete with confirmation and the default rules are the same; outcomes are notifications.
 */
export function SavedCardsSection() {
  const notify = useNotify();
  return (
    <section className="card" aria-labelledby="payment-cards-title">
      <h2 id="payment-cards-title" className="order-card__subtitle">
        {t('bill.paymentPage.savedCards')}
      </h2>
      <SavedCardsEditor
        loading={<p className="card__text">{t('app.loading')}</p>}
        onChanged={(message) => notify.success(message)}
        emptyClassName="card__text"
        addClassName="button button--secondary button--block"
      />
    </section>
  );
}
