import { firstScreenAnswers } from '../../../lib/first-screen.ts';
import type { RouteVisit } from '../../../lib/route-loader.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { storage } from '../../../lib/storage.ts';
import { resolveMenuTarget } from '../hooks/use-menu-target.ts';
import { getBusinessQueryOptions } from './get-business.ts';
import { getCampaignsQueryOptions } from './get-campaigns.ts';
import { getCategoriesQueryOptions } from './get-categories.ts';
import { getMenuProductsQueryOptions } from '../../../lib/menu/get-menu-products.ts';
import { getTableQueryOptions } from '../../../lib/menu/get-table.ts';

/** Runs `work` in a task of its own, after what is already queued. */
const inOwnTask = (work: () => unknown) => setTimeout(work, 0);

/**
 * Starts the menu's calls and, once the business is known, the download of its cover (the
 * largest thing on the menu's first screen), so both are ready when the screen renders.
 * Each call starts in a task of its own: on a slow phone starting a request costs several
 * milliseconds of script, and five in one go would hold up the page for a noticeable time.
 * Never waits for them; failures are left to the screen's own queries.
 */
export function prefetchMenu(businessId: string, tableId: string | null): void {
  if (seedFromPage(businessId, tableId)) return;
  inOwnTask(() =>
    queryClient
      .fetchQuery(getBusinessQueryOptions(businessId))
      .then(({ coverImage }) => {
        if (!coverImage) return;
        const cover = new Image();
        cover.fetchPriority = 'high';
        cover.src = coverImage;
      })
      .catch(() => undefined),
  );
  if (tableId !== null) {
    inOwnTask(() => queryClient.prefetchQuery(getTableQueryOptions(tableId, businessId)));
  }
  inOwnTask(() => queryClient.prefetchQuery(getMenuProductsQueryOptions(businessId)));
  inOwnTask(() => queryClient.prefetchQuery(getCategoriesQueryOptions(businessId)));
  inOwnTask(() => queryClient.prefetchQuery(getCampaignsQueryOptions(businessId)));
}

/**
 * The answers the page came with (ADR 062), put where the menu's queries look: on one bar of
 * signal each call asked again costs seconds. True when every call the menu waits for is
 * answered; the queries still refresh them as usual once they are older than their stale time.
 */
function seedFromPage(businessId: string, tableId: string | null): boolean {
  const page = firstScreenAnswers(businessId, tableId);
  if (!page) return false;
  const seed = (queryKey: readonly unknown[], value: unknown) =>
    queryClient.setQueryData(queryKey, value);
  seed(getBusinessQueryOptions(businessId).queryKey, page.business);
  seed(getCategoriesQueryOptions(businessId).queryKey, page.categories);
  seed(getMenuProductsQueryOptions(businessId).queryKey, page.products);
  seed(getCampaignsQueryOptions(businessId).queryKey, page.campaigns);
  if (tableId === null) return true;
  if (!page.table) return false;
  seed(getTableQueryOptions(tableId, businessId).queryKey, page.table);
  return true;
}

/**
 * Route loader of the menu screens: starts the menu's calls while the screen's code is still
 * downloading, instead of after it ran.
 */
export function menuLoader({ params, url }: RouteVisit): void {
  const { businessId, tableId } = resolveMenuTarget(params, url.searchParams.get('business'), {
    businessId: storage.getBusinessId(),
    tableId: storage.getTableId(),
  });
  if (businessId !== null) prefetchMenu(businessId, tableId);
}
