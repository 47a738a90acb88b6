import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import { useAllergenChoice } from '../../../lib/allergens/allergen-choice.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useNotify } from '../../../lib/notifications/use-notify.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { CartButton } from '../../../lib/cart/components/cart-button.tsx';
import { TableOrdersLink } from '../../../lib/orders/components/table-orders-link.tsx';
import { needsChoice } from '@masa/core/menu/needs-choice';
import { useBusiness } from '../api/get-business.ts';
import { useBusinessStatus } from '../api/get-business-status.ts';
import { useCampaigns } from '../api/get-campaigns.ts';
import { useCategories } from '../api/get-categories.ts';
import { useMenuProducts } from '../../../lib/menu/get-menu-products.ts';
import { useTable } from '../../../lib/menu/get-table.ts';
import type { MenuProduct } from '../../../lib/menu/menu-types.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';
import { useMenuLive } from '../../../lib/menu/use-menu-live.ts';
import { useMenuTarget } from '../hooks/use-menu-target.ts';
import { useFirstScreenHandover } from '../hooks/use-first-screen-handover.ts';
import type { ProductFilter } from '../utils/filter-products.ts';
import { AllergenControl } from './allergen-control.tsx';
import { CampaignStrip } from './campaign-strip.tsx';
import { useOpeningRefresh } from '../hooks/use-opening-refresh.ts';
import { CategoryBar } from './category-bar.tsx';
import { MenuHeader } from './menu-header.tsx';
import { MenuNotices } from './menu-notices.tsx';
import { MenuToolbar } from './menu-toolbar.tsx';
import { ProductGrid } from './product-grid.tsx';
import { RefreshButton } from './refresh-button.tsx';
import './menu.css';
import { withTexts } from '../../../i18n/texts.ts';

const t = texts('menu');

// A dish's sheet loads its code when first opened: the menu's first load stays in budget (ADR 029).
const ProductDialog = lazy(() =>
  withTexts(() => import('./product-dialog.tsx')).then((module) => ({
    default: module.ProductDialog,
  })),
);

/** The menu screen (001 §2 Menu): header, search, filters, categories, grid, cart button. */
export function MenuPage() {
  const { businessId, tableId } = useMenuTarget();
  const { pathname, search: query, state } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const business = useBusiness(businessId);
  const table = useTable(tableId, businessId);
  const categories = useCategories(businessId);
  const products = useMenuProducts(businessId);
  const campaigns = useCampaigns(businessId);
  const status = useBusinessStatus(businessId);
  useOpeningRefresh(status.data, status.refetch);
  useMenuLive(businessId);
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [filters, setFilters] = useState<ProductFilter[]>([]);
  // The open detail sheet is a history entry of its own, so the phone's Back closes it and a
  // second Back leaves the menu.
  const sheetId = (state as { sheet?: unknown } | null)?.sheet;
  const opened =
    typeof sheetId === 'string' ? (products.data?.find((p) => p.id === sheetId) ?? null) : null;
  const sheetShown = useRef(false);
  useEffect(() => {
    sheetShown.current = opened !== null;
  }, [opened]);
  const openSheet = useCallback(
    (product: MenuProduct) =>
      void navigate(
        { pathname, search: query },
        { state: { sheet: product.id }, preventScrollReset: true },
      ),
    [navigate, pathname, query],
  );
  const closeSheet = () => {
    // Closing twice (the button, then the dialog's own close event) goes back once.
    if (!sheetShown.current) return;
    sheetShown.current = false;
    void navigate(-1);
  };
  // What the diner avoids marks the dishes, or hides them if they chose so (issue 21 §5).
  const allergens = useAllergenChoice(useAuth().user);
  const view = useMemo(
    () => ({
      search,
      categoryId,
      filters,
      avoided: allergens.avoided,
      hideAvoided: allergens.hide,
    }),
    [search, categoryId, filters, allergens],
  );
  // A diner builds a cart with or without a table; the cart asks for the table when ordering
  // (docs/decisions/036-guest-ordering.md). Paused by its staff (issue 17 §2) or outside its
  // opening hours (issue 20): the menu stays readable, nothing can be added.
  const canOrder = status.data?.isActive !== false;
  const { addProduct, addItem } = useAddToCart();
  // A dish with a required option group opens its sheet to choose: never the default silently.
  const addFromCard = useCallback(
    (product: MenuProduct) => (needsChoice(product) ? openSheet(product) : addProduct(product)),
    [openSheet, addProduct],
  );

  // NOTE: parts appear top-down and only once complete, so nothing already on screen is pushed
  // down by a part that arrives later (no layout shift on a slow phone): first the bar, then
  // the business header (its cover loads while the menu is still on its way), then the menu.
  const headerReady = !business.isPending && (tableId === null || !table.isPending);
  const menuReady = headerReady && [categories, products, campaigns].every((q) => !q.isPending);
  // "Sepete Ekle" tapped on the drawn menu before the app ran (ADR 087): each tap adds its dish
  // as the card would; of the dishes with a choice to make, the first one's sheet opens.
  const addTapped = useCallback(
    (ids: string[]) => {
      const tapped = ids.flatMap((id) => products.data?.filter((p) => p.id === id) ?? []);
      const orderable = canOrder ? tapped.filter((p) => p.isAvailable) : [];
      orderable.filter((p) => !needsChoice(p)).forEach((p) => void addProduct(p));
      const choose = orderable.find((p) => needsChoice(p));
      if (choose) openSheet(choose);
    },
    [products.data, canOrder, addProduct, openSheet],
  );
  useFirstScreenHandover(businessId === null || business.isError || menuReady, addTapped);

  const refresh = async () => {
    const menuKey = ['menu', businessId];
    await queryClient.refetchQueries({ queryKey: menuKey, type: 'active' });
    const queries = queryClient.getQueryCache().findAll({ queryKey: menuKey });
    if (queries.some((q) => q.state.status === 'error')) notify.error(t('menu.refreshFailed'));
  };

  if (businessId === null) {
    return (
      <>
        <PageHeader title={t('menu.title')} backTo="/" />
        <div className="page-content">
          <section className="card">
            <p className="card__text">{t('menu.businessIdMissing')}</p>
            <Link to="/qr-scan" className="button">
              {t('menu.scanQr')}
            </Link>
          </section>
        </div>
      </>
    );
  }

  // An unknown business stays unknown: one message and a way on, no retry (the network and
  // server failures below keep theirs).
  if (isApiError(business.error) && business.error.status === 404) {
    return (
      <>
        <PageHeader title={t('menu.title')} backTo="/" />
        <div className="page-content">
          <section className="card menu-page__not-found" role="alert">
            <h2 className="menu-page__not-found-title">{t('menu.businessNotFound')}</h2>
            <p className="card__text">{t('menu.businessNotFoundHint')}</p>
            <div className="menu-page__not-found-actions">
              <Link to="/qr-scan" className="button">
                {t('menu.scanQr')}
              </Link>
              <Link to="/" className="button button--secondary">
                {t('menu.backHome')}
              </Link>
            </div>
          </section>
        </div>
      </>
    );
  }

  const header = (
    <PageHeader
      title={t('menu.title')}
      backTo="/"
      actions={
        <>
          <TableOrdersLink inBar />
          <RefreshButton onRefresh={refresh} busy={products.isFetching} />
        </>
      }
    />
  );
  if (!menuReady) {
    return (
      <>
        {header}
        {headerReady && business.data && (
          <MenuHeader business={business.data} table={table.data ?? null} />
        )}
        {headerReady && (
          <p className="menu-page__status" role="status">
            {t('menu.loading')}
          </p>
        )}
      </>
    );
  }

  return (
    <>
      {header}
      {business.data && <MenuHeader business={business.data} table={table.data ?? null} />}
      <div className="page-content menu-page">
        <MenuNotices
          businessError={business.isError ? business.error : null}
          table={table}
          tableId={tableId}
          status={status.data}
        />
        <CampaignStrip campaigns={campaigns.data ?? []} />
        <MenuToolbar
          search={search}
          onSearchChange={setSearch}
          filters={filters}
          onFiltersChange={setFilters}
          leading={<AllergenControl count={allergens.avoided.length} />}
        />
        <CategoryBar
          categories={categories.data ?? []}
          selected={categoryId}
          onSelect={setCategoryId}
        />
        <ProductGrid
          products={products}
          categories={categories.data ?? []}
          view={view}
          onAdd={canOrder ? addFromCard : null}
          onOpen={openSheet}
          onRetry={() => void products.refetch()}
        />
      </div>
      {opened && (
        <Suspense fallback={null}>
          <ProductDialog product={opened} onAdd={canOrder ? addItem : null} onClose={closeSheet} />
        </Suspense>
      )}
      {canOrder && <CartButton />}
    </>
  );
}
