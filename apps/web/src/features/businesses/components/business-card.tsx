import { Link } from 'react-router';
import { texts } from '../../../i18n/texts.ts';
import type { BusinessSummary } from '../api/get-businesses.ts';
import { language } from '../../../i18n/language.ts';

const t = texts('businesses');

const ratingFormat = new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** 'Cevdet Paşa Cad. No: 34, Bebek, Beşiktaş, İstanbul' from the address object or text. */
export function formatAddress(address: BusinessSummary['address']): string {
  if (!address) return '';
  if (typeof address === 'string') return address;
  return [address.street, address.state, address.city].filter(Boolean).join(', ');
}

/** One business of the list: logo, name, address and rating; opens its menu, where a cart can be built before a table is chosen (ADR 036). */
export function BusinessCard({ business }: { business: BusinessSummary }) {
  const rating =
    business.ratingCount > 0
      ? t('businesses.rating', {
          average: ratingFormat.format(business.ratingAverage),
          count: business.ratingCount,
        })
      : t('businesses.noRating');
  return (
    <Link to={`/menu/${business.id}`} className="business-card">
      {business.logo ? (
        <img className="business-card__logo" src={business.logo} alt="" width={56} height={56} />
      ) : (
        <span className="business-card__logo business-card__logo--initial" aria-hidden="true">
          {business.name.charAt(0)}
        </span>
      )}
      <span className="business-card__body">
        <span className="business-card__name">{business.name}</span>
        <span className="business-card__address">{formatAddress(business.address)}</span>
        <span className="business-card__rating">
          <span aria-hidden="true">★ </span>
          {rating}
        </span>
      </span>
    </Link>
  );
}
