import { type ComponentType, lazy, useLayoutEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { menuLoader, prefetchMenu } from '../features/menu/api/prefetch-menu.ts';
import { withTexts } from '../i18n/texts.ts';
import { APP_BASE_PATH, setNavigator } from '../lib/navigation.ts';
import { MainLayout } from './layouts/main-layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { ScreenOffline, ScreenStalled } from './chunk-load-error.ts';
import { RouteLoader, type RouteVisit } from '../lib/route-loader.tsx';

/** Set once the browser has been offline: screens fetched after that may never arrive. */
let offlineSeen = false;
window.addEventListener('offline', () => (offlineSeen = true));
const STALL_MS = 12_000;

/** `loaded`, or a ScreenStalled failure once it has taken longer than STALL_MS. */
function unlessStalled<T>(loaded: Promise<T>): Promise<T> {
  let timer = 0;
  const stalled = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(new ScreenStalled()), STALL_MS);
  });
  return Promise.race([loaded, stalled]).finally(() => window.clearTimeout(timer));
}

/**
 * A page served by the app's service worker has every screen's code in its precache (ADR 047):
 * offline, its screens are asked for as online.
 */
const servedOffline = () => navigator.serviceWorker?.controller != null;

/**
 * A screen that is its own chunk, fetched on first visit; until it has arrived MainLayout
 * shows 'Yükleniyor...'. Offline, without the service worker (a first visit, ADR 047), its
 * code is not even asked for: Chromium remembers a module
 * that failed to arrive for as long as the page lives, so a fetch tried offline could never
 * succeed later without a reload. The screen fails at once instead (ScreenOffline), and the
 * next render, which RouteErrorBoundary makes once the connection is back, fetches it then
 * (issue 20). A failure with the browser online is not remembered by React either (React.lazy
 * alone would keep it): the next visit tries again. After the browser was offline, a piece of
 * code that was on its way then can hold a screen back for good: past STALL_MS the screen
 * fails (ScreenStalled) and RouteError offers a reload, rather than 'Yükleniyor...' forever.
 */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  const fresh = (): ComponentType =>
    lazy<ComponentType>(async () => {
      try {
        if (!navigator.onLine && !servedOffline()) throw new ScreenOffline();
        // The screen's code, then the texts it reads in the page's language (ADR 046).
        const loaded = withTexts(load);
        return { default: (await (offlineSeen ? unlessStalled(loaded) : loaded))[name] };
      } catch (error) {
        screen = fresh();
        throw error;
      }
    });
  let screen = fresh();
  return function Screen() {
    const Current = screen;
    return <Current />;
  };
}

const loadMenu = () => import('../features/menu/components/menu-page.tsx');

const Home = page(() => import('./home.tsx'), 'Home');
const Menu = page(loadMenu, 'MenuPage');
const TableLink = page(
  () => import('../features/qr-scan/components/table-link-page.tsx'),
  'TableLinkPage',
);
const QrScan = page(() => import('../features/qr-scan/components/qr-scan-page.tsx'), 'QrScanPage');
const Product = page(() => import('../features/menu/components/product-page.tsx'), 'ProductPage');
const Cart = page(() => import('../features/cart/components/cart-page.tsx'), 'CartPage');
const Login = page(() => import('../features/auth/components/login-page.tsx'), 'LoginPage');
const Register = page(
  () => import('../features/auth/components/register-page.tsx'),
  'RegisterPage',
);
const KeepAccount = page(
  () => import('../features/auth/components/keep-account-page.tsx'),
  'KeepAccountPage',
);
const ForgotPassword = page(
  () => import('../features/auth/components/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPassword = page(
  () => import('../features/auth/components/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const Verify = page(() => import('../features/auth/components/verify-page.tsx'), 'VerifyPage');
const Orders = page(() => import('../features/orders/components/orders-page.tsx'), 'OrdersPage');
const Businesses = page(
  () => import('../features/businesses/components/businesses-page.tsx'),
  'BusinessesPage',
);
const Terms = page(() => import('../features/info/components/terms-page.tsx'), 'TermsPage');
const Privacy = page(() => import('../features/info/components/privacy-page.tsx'), 'PrivacyPage');
const Invite = page(() => import('../features/info/components/invite-page.tsx'), 'InvitePage');
const Profile = page(
  () => import('../features/profile/components/profile-page.tsx'),
  'ProfilePage',
);
const ProfileEdit = page(
  () => import('../features/profile/components/profile-edit-page.tsx'),
  'ProfileEditPage',
);
const PaymentMethods = page(
  () => import('../features/profile/components/payment-methods-page.tsx'),
  'PaymentMethodsPage',
);
const NotificationPreferences = page(
  () => import('../features/profile/components/notification-preferences-page.tsx'),
  'NotificationPreferencesPage',
);
const DeleteAccount = page(
  () => import('../features/profile/components/delete-account-page.tsx'),
  'DeleteAccountPage',
);
const SittingRoute = page(() => import('./sitting-route.tsx'), 'SittingRoute');
const TableOrders = page(
  () => import('../features/orders/components/table-orders-page.tsx'),
  'TableOrdersPage',
);
const EditOrder = page(
  () => import('../features/orders/components/edit-order-page.tsx'),
  'EditOrderPage',
);
const SplitBill = page(
  () => import('../features/bill/components/split-bill-page.tsx'),
  'SplitBillPage',
);
const Payment = page(() => import('../features/bill/components/payment-page.tsx'), 'PaymentPage');
const Favorites = page(
  () => import('../features/info/components/favorites-page.tsx'),
  'FavoritesPage',
);
const Feedbacks = page(
  () => import('../features/feedback/components/feedbacks-page.tsx'),
  'FeedbacksPage',
);
const Help = page(() => import('../features/info/components/help-page.tsx'), 'HelpPage');

/**
 * A printed table link names its business and table: while the scan is recorded and checked,
 * the menu it almost always leads to (its code and its calls) is already loading.
 */
function tableLinkLoader({ params, url }: RouteVisit): void {
  const businessId = url.searchParams.get('business');
  if (businessId === null || params.tableId === undefined) return;
  prefetchMenu(businessId, params.tableId);
  setTimeout(() => void loadMenu(), 0);
}

const menuScreen = (
  <RouteLoader load={menuLoader}>
    <Menu />
  </RouteLoader>
);

/** Lets the request client end a session by a router navigation (lib/navigation.ts). */
function NavigatorRegistration() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    setNavigator((to) => void navigate(to));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

/**
 * The route table of 000 §2.1 and 001 §2: a declarative router with lazy screens, which keeps
 * the data router's code (about 17 KB gzip) off the first load
 * (docs/decisions/029-declarative-router.md).
 */
export function AppRouter() {
  return (
    <BrowserRouter basename={APP_BASE_PATH}>
      <NavigatorRegistration />
      <Routes>
        <Route element={<MainLayout />}>
          <Route index element={<Home />} />
          <Route path="menu" element={menuScreen} />
          <Route path="menu/:businessId" element={menuScreen} />
          <Route path="menu/:businessId/:tableId" element={menuScreen} />
          {/* A printed table code opened by the phone's camera: stores the table, then its menu. */}
          <Route
            path="table/:tableId"
            element={
              <RouteLoader load={tableLinkLoader}>
                <TableLink />
              </RouteLoader>
            }
          />
          <Route path="product/:id" element={<Product />} />
          <Route path="cart" element={<Cart />} />
          <Route path="login" element={<Login />} />
          <Route path="register" element={<Register />} />
          <Route path="keep-account" element={<KeepAccount />} />
          <Route path="forgot-password" element={<ForgotPassword />} />
          <Route path="reset-password" element={<ResetPassword />} />
          <Route path="verify" element={<Verify />} />
          <Route path="qr-scan" element={<QrScan />} />
          <Route path="scan-qr" element={<QrScan />} />
          <Route path="orders" element={<Orders />} />
          <Route path="businesses" element={<Businesses />} />
          <Route path="terms" element={<Terms />} />
          <Route path="privacy" element={<Privacy />} />
          <Route path="invite" element={<Invite />} />
          {/* A diner of the phone's sitting, signed in or not, reaches her table (ADR 055). */}
          <Route element={<SittingRoute />}>
            <Route path="table/:businessId/:tableId" element={<TableOrders />} />
            <Route path="split-bill/:orderId" element={<SplitBill />} />
            <Route path="payment/:orderId" element={<Payment />} />
          </Route>
          <Route element={<ProtectedRoute />}>
            <Route path="profile" element={<Profile />} />
            <Route path="profile/edit" element={<ProfileEdit />} />
            <Route path="profile/payment" element={<PaymentMethods />} />
            <Route path="profile/notifications" element={<NotificationPreferences />} />
            <Route path="profile/delete" element={<DeleteAccount />} />
            <Route path="edit-order/:orderId" element={<EditOrder />} />
            <Route path="favorites" element={<Favorites />} />
            <Route path="feedbacks" element={<Feedbacks />} />
            <Route path="help" element={<Help />} />
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
