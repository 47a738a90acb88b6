import { texts } from '../../../i18n/texts.ts';
import type { MenuBusiness, MenuTable } from '../../../lib/menu/menu-types.ts';
import { RatingBadge } from './rating-badge.tsx';

const t = texts('menu');

const formatAddress = ({ street, state, city }: MenuBusiness['address']) =>
  [street, state, city].filter(Boolean).join(', ');

/**
 * The business header of the menu (001 §2): cover, logo, name, rating, address, phone, and
 * the table's name and number. Compact on a phone (a low cover, the details in small lines), so
 * the first screen reaches the dishes (issue 20). Cover and logo have fixed sizes, so nothing
 * shifts on load.
 */
export function MenuHeader({
  business,
  table,
}: {
  business: MenuBusiness;
  table: MenuTable | null;
}) {
  return (
    <header className="menu-header">
      {business.coverImage ? (
        <img
          src={business.coverImage}
          alt=""
          width={1200}
          height={400}
          fetchPriority="high"
          className="menu-header__cover"
        />
      ) : (
        <div className="menu-header__cover" />
      )}
      <div className="menu-header__info">
        {business.logo && (
          <img src={business.logo} alt="" width={56} height={56} className="menu-header__logo" />
        )}
        <div className="menu-header__text">
          <h2 className="menu-header__name">{business.name}</h2>
          <p className="menu-header__meta">
            <RatingBadge average={business.rating} count={business.ratingCount} />
            {table && (
              <span className="menu-header__table">
                {t('menu.table', { name: table.name, number: table.number })}
              </span>
            )}
          </p>
        </div>
      </div>
      <p className="menu-header__line">
        <span className="menu-header__address">{formatAddress(business.address)}</span>
        {business.phone && (
          <>
            {' · '}
            <a
              className="menu-header__phone"
              href={`tel:${business.phone.replace(/\s+/g, '')}`}
              aria-label={t('menu.phoneLabel', { phone: business.phone })}
            >
              {business.phone}
            </a>
          </>
        )}
      </p>
    </header>
  );
}
