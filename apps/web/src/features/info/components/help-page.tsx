import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import { storage } from '../../../lib/storage.ts';
import { useBusinessContact } from '../api/get-business-contact.ts';
import './info.css';

const t = texts('info');

/**
 * Yardım ve Destek: how to call the waiter and ask for the bill, and the restaurant's own
 * contact (the one whose menu was opened last). It said 'yakında aktif olacaktır' (issue 30).
 */
export function HelpPage() {
  const businessId = storage.getBusinessId();
  const business = useBusinessContact(businessId).data;
  return (
    <>
      <PageHeader title={t('info.helpTitle')} backTo="/profile" />
      <div className="page-content">
        <section className="card" aria-labelledby="help-waiter">
          <h2 id="help-waiter">{t('info.help.waiterTitle')}</h2>
          <p className="card__text">{t('info.help.waiterText')}</p>
          <Link to="/orders" className="button">
            {t('info.help.toOrders')}
          </Link>
        </section>
        {business && (
          <section className="card" aria-labelledby="help-contact">
            <h2 id="help-contact">{business.name}</h2>
            <p className="card__text">
              {[business.address.street, business.address.state, business.address.city]
                .filter(Boolean)
                .join(', ')}
            </p>
            {business.phone && (
              <a className="button" href={`tel:${business.phone.replace(/\s+/g, '')}`}>
                {t('info.help.call', { phone: business.phone })}
              </a>
            )}
          </section>
        )}
      </div>
    </>
  );
}
