import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { texts } from '../../../i18n/texts.ts';
import { matchesSearch } from '@masa/core/text/search-text';
import { useBusinesses } from '../api/get-businesses.ts';
import { BusinessCard, formatAddress } from './business-card.tsx';
import './businesses-page.css';

const t = texts('businesses');

/**
 * The business list (000 §1, §2.7 'View Business List'): the active businesses, searchable
 * by name or address, Turkish-aware ('cay' finds 'Çay', 'istanbul' finds 'İstanbul').
 */
export function BusinessesPage() {
  const [query, setQuery] = useState('');
  const businesses = useBusinesses();
  const shown = (businesses.data ?? []).filter((business) =>
    matchesSearch(query, [business.name, formatAddress(business.address)]),
  );

  let content;
  if (businesses.isPending) content = <PageLoading />;
  else if (businesses.isError) {
    content = (
      <p className="card card__text" role="alert">
        {businesses.error.message}
      </p>
    );
  } else if (shown.length === 0) {
    content = (
      <p className="card card__text" role="status">
        {businesses.data.length === 0 ? t('businesses.none') : t('businesses.noMatch')}
      </p>
    );
  } else {
    content = (
      <ul className="business-list" aria-label={t('businesses.listLabel')}>
        {shown.map((business) => (
          <li key={business.id}>
            <BusinessCard business={business} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title={t('businesses.title')} backTo="/" />
      <div className="page-content">
        <input
          type="search"
          className="business-search"
          aria-label={t('businesses.searchLabel')}
          placeholder={t('businesses.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {content}
      </div>
    </>
  );
}
