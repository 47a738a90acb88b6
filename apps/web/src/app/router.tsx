import type { ComponentType } from 'react';
import {
  type LoaderFunctionArgs,
  Navigate,
  type RouteObject,
  createBrowserRouter,
} from 'react-router';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { RouteError } from '../components/ui/route-error.tsx';
import { menuLoader, prefetchMenu } from '../features/menu/api/prefetch-menu.ts';
import { APP_BASE_PATH, setNavigator } from '../lib/navigation.ts';
import { MainLayout } from './layouts/main-layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';

/** A route whose screen is its own chunk, fetched on first visit. */
function page<K extends string>(
  path: string | undefined,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): RouteObject {
  const lazy = async () => ({ Component: (await load())[name] });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

const home = () => import('../features/home/components/home-page.tsx');
const menu = () => import('../features/menu/components/menu-page.tsx');
const qrScan = () => import('../features/qr-scan/components/qr-scan-page.tsx');
const qrTableLink = () => import('../features/qr-scan/components/table-link-page.tsx');
const orders = () => import('../features/orders/components/orders-page.tsx');
const payment = () => import('../features/bill/components/payment-page.tsx');
const auth = {
  login: () => import('../features/auth/components/login-page.tsx'),
  register: () => import('../features/auth/components/register-page.tsx'),
  forgot: () => import('../features/auth/components/forgot-password-page.tsx'),
  reset: () => import('../features/auth/components/reset-password-page.tsx'),
  verify: () => import('../features/auth/components/verify-page.tsx'),
};
const profile = {
  view: () => import('../features/profile/components/profile-page.tsx'),
  edit: () => import('../features/profile/components/profile-edit-page.tsx'),
  prefs: () => import('../features/profile/components/notification-preferences-page.tsx'),
  payments: () => import('../features/profile/components/payment-methods-page.tsx'),
};
/**
 * A printed table link names its business and table: while the scan is recorded and checked,
 * the menu it almost always leads to (its code and its calls) is already loading.
 */
function tableLinkLoader({ params, request }: LoaderFunctionArgs): null {
  const businessId = new URL(request.url).searchParams.get('business');
  if (businessId === null || params.tableId === undefined) return null;
  prefetchMenu(businessId, params.tableId);
  setTimeout(() => void menu(), 0);
  return null;
}

const info = {
  terms: () => import('../features/info/components/terms-page.tsx'),
  privacy: () => import('../features/info/components/privacy-page.tsx'),
  invite: () => import('../features/info/components/invite-page.tsx'),
  favorites: () => import('../features/info/components/favorites-page.tsx'),
  help: () => import('../features/info/components/help-page.tsx'),
};

/** The route table of 000 §2.1 and 001 §2. */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteError />,
    children: [
      page(undefined, home, 'HomePage'),
      { ...page('menu', menu, 'MenuPage'), loader: menuLoader },
      { ...page('menu/:businessId', menu, 'MenuPage'), loader: menuLoader },
      { ...page('menu/:businessId/:tableId', menu, 'MenuPage'), loader: menuLoader },
      // A printed table code opened by the phone's camera: stores the table, then its menu.
      { ...page('table/:tableId', qrTableLink, 'TableLinkPage'), loader: tableLinkLoader },
      page(
        'product/:id',
        () => import('../features/menu/components/product-page.tsx'),
        'ProductPage',
      ),
      page('cart', () => import('../features/cart/components/cart-page.tsx'), 'CartPage'),
      page('login', auth.login, 'LoginPage'),
      page('register', auth.register, 'RegisterPage'),
      page('forgot-password', auth.forgot, 'ForgotPasswordPage'),
      page('reset-password', auth.reset, 'ResetPasswordPage'),
      page('verify', auth.verify, 'VerifyPage'),
      page('qr-scan', qrScan, 'QrScanPage'),
      page('scan-qr', qrScan, 'QrScanPage'),
      page('orders', orders, 'OrdersPage'),
      page(
        'businesses',
        () => import('../features/businesses/components/businesses-page.tsx'),
        'BusinessesPage',
      ),
      page('terms', info.terms, 'TermsPage'),
      page('privacy', info.privacy, 'PrivacyPage'),
      page('invite', info.invite, 'InvitePage'),
      {
        element: <ProtectedRoute />,
        children: [
          page('profile', profile.view, 'ProfilePage'),
          page('profile/edit', profile.edit, 'ProfileEditPage'),
          page('profile/payment', profile.payments, 'PaymentMethodsPage'),
          page('profile/notifications', profile.prefs, 'NotificationPreferencesPage'),
          page(
            'table/:businessId/:tableId',
            () => import('../features/orders/components/table-orders-page.tsx'),
            'TableOrdersPage',
          ),
          page(
            'edit-order/:orderId',
            () => import('../features/orders/components/edit-order-page.tsx'),
            'EditOrderPage',
          ),
          page(
            'split-bill/:orderId',
            () => import('../features/bill/components/split-bill-page.tsx'),
            'SplitBillPage',
          ),
          page('payment/:orderId', payment, 'PaymentPage'),
          page('favorites', info.favorites, 'FavoritesPage'),
          page(
            'feedbacks',
            () => import('../features/feedback/components/feedbacks-page.tsx'),
            'FeedbacksPage',
          ),
          page('help', info.help, 'HelpPage'),
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes, { basename: APP_BASE_PATH });
  // The request client ends sessions by navigating; inside the app that is a router navigation.
  setNavigator((to) => void router.navigate(to));
  return router;
}
