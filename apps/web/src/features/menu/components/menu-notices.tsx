import type { BusinessStatus } from '@masa/core/hours/opening-hours.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { failureText } from '../../../lib/api/failure-text.ts';
import type { MenuTable } from '../../../lib/menu/menu-types.ts';
import { withTexts } from '../../../i18n/texts.ts';

const t = texts('menu');

// Only a closed business's menu needs it (and the opening words of core).
const ClosedNotice = lazy(() =>
  withTexts(() => import('./closed-notice.tsx')).then((module) => ({
    default: module.ClosedNotice,
  })),
);

/**
 * What the menu says above the dishes: the business or table that could not be read, a
 * business outside its opening hours (issue 20) or paused by its staff (issue 17 §2), or a
 * diner without a table yet (ADR 036).
 */
export function MenuNotices({
  businessError,
  table,
  tableId,
  status,
}: {
  /** Why the business could not be read; null when it was. */
  businessError: unknown;
  table: UseQueryResult<MenuTable>;
  tableId: string | null;
  status: BusinessStatus | undefined;
}) {
  const closed = status?.open === false;
  const paused = !closed && status?.isActive === false;
  return (
    <>
      {businessError !== null && (
        <p className="menu-page__error">
          {t('menu.businessFailed')} {failureText(businessError, t('menu.businessService'))}
        </p>
      )}
      {table.isError && (
        <section className="card menu-page__table-error" role="alert">
          <p className="card__text">{t('menu.tableFailed')}</p>
          <p className="menu-page__table-reason">
            {failureText(table.error, t('menu.tableService'))}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void table.refetch()}
          >
            {t('menu.retry')}
          </button>
        </section>
      )}
      {closed && status && (
        <Suspense fallback={null}>
          <ClosedNotice status={status} />
        </Suspense>
      )}
      {paused && (
        <p className="menu-page__error" role="status">
          {t('menu.orderingPaused')}
        </p>
      )}
      {tableId === null && status?.isActive !== false && (
        <p className="card__text menu-page__browse">{t('menu.browseOnly')}</p>
      )}
    </>
  );
}
