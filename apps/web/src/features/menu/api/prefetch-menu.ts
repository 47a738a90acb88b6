import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { storage } from '../../../lib/storage.ts';
import { resolveMenuTarget } from '../hooks/use-menu-target.ts';
import { getBusinessQueryOptions } from './get-business.ts';
import { getCampaignsQueryOptions } from './get-campaigns.ts';
import { getCategoriesQueryOptions } from './get-categories.ts';
import { getMenuProductsQueryOptions } from './get-menu-products.ts';
import { getTableQueryOptions } from './get-table.ts';

/**
 * Route loader of the menu screens: starts the menu's calls while the screen's code is still
 * downloading, instead of after it ran, and never waits for them (the screen shows their
 * progress). Failures are left to the screen's own queries.
 */
export function menuLoader({ params, request }: LoaderFunctionArgs): null {
  const { businessId, tableId } = resolveMenuTarget(
    params,
    new URL(request.url).searchParams.get('business'),
    { businessId: storage.getBusinessId(), tableId: storage.getTableId() },
  );
  if (businessId === null) return null;
  void queryClient.prefetchQuery(getBusinessQueryOptions(businessId));
  if (tableId !== null) void queryClient.prefetchQuery(getTableQueryOptions(tableId, businessId));
  void queryClient.prefetchQuery(getMenuProductsQueryOptions(businessId));
  void queryClient.prefetchQuery(getCategoriesQueryOptions(businessId));
  void queryClient.prefetchQuery(getCampaignsQueryOptions(businessId));
  return null;
}
