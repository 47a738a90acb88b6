import { useLayoutEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { menuLoader, prefetchMenu } from '../features/menu/api/prefetch-menu.ts';
import { APP_BASE_PATH, setNavigator } from '../lib/navigation.ts';
import { MainLayout } from './layouts/main-layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { RouteLoader, type RouteVisit } from '../lib/route-loader.tsx';

const loadMenu = () => import('../features/menu/components/menu-page.tsx');

const Home = lazyScreen(() => import('./home.tsx'), 'Home');
const Menu = lazyScreen(loadMenu, 'MenuPage');
const TableLink = lazyScreen(
  () => import('../features/qr-scan/components/table-link-page.tsx'),
  'TableLinkPage',
);
const QrScan = lazyScreen(
  () => import('../features/qr-scan/components/qr-scan-page.tsx'),
  'QrScanPage',
);
const Product = lazyScreen(
  () => import('../features/menu/components/product-page.tsx'),
  'ProductPage',
);
const Cart = lazyScreen(() => import('../features/cart/components/cart-page.tsx'), 'CartPage');
const Login = lazyScreen(() => import('../features/auth/components/login-page.tsx'), 'LoginPage');
const Register = lazyScreen(
  () => import('../features/auth/components/register-page.tsx'),
  'RegisterPage',
);
const KeepAccount = lazyScreen(
  () => import('../features/auth/components/keep-account-page.tsx'),
  'KeepAccountPage',
);
const ForgotPassword = lazyScreen(
  () => import('../features/auth/components/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPassword = lazyScreen(
  () => import('../features/auth/components/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const Verify = lazyScreen(
  () => import('../features/auth/components/verify-page.tsx'),
  'VerifyPage',
);
const Orders = lazyScreen(
  () => import('../features/orders/components/orders-page.tsx'),
  'OrdersPage',
);
const Businesses = lazyScreen(
  () => import('../features/businesses/components/businesses-page.tsx'),
  'BusinessesPage',
);
const Terms = lazyScreen(() => import('../features/info/components/terms-page.tsx'), 'TermsPage');
const Privacy = lazyScreen(
  () => import('../features/info/components/privacy-page.tsx'),
  'PrivacyPage',
);
const Invite = lazyScreen(
  () => import('../features/info/components/invite-page.tsx'),
  'InvitePage',
);
const Profile = lazyScreen(
  () => import('../features/profile/components/profile-page.tsx'),
  'ProfilePage',
);
const ProfileEdit = lazyScreen(
  () => import('../features/profile/components/profile-edit-page.tsx'),
  'ProfileEditPage',
);
const PaymentMethods = lazyScreen(
  () => import('../features/profile/components/payment-methods-page.tsx'),
  'PaymentMethodsPage',
);
const NotificationPreferences = lazyScreen(
  () => import('../features/profile/components/notification-preferences-page.tsx'),
  'NotificationPreferencesPage',
);
const DeleteAccount = lazyScreen(
  () => import('../features/profile/components/delete-account-page.tsx'),
  'DeleteAccountPage',
);
const SittingRoute = lazyScreen(() => import('./sitting-route.tsx'), 'SittingRoute');
const TableOrders = lazyScreen(
  () => import('../features/orders/components/table-orders-page.tsx'),
  'TableOrdersPage',
);
const EditOrder = lazyScreen(
  () => import('../features/orders/components/edit-order-page.tsx'),
  'EditOrderPage',
);
const SplitBill = lazyScreen(
  () => import('../features/bill/components/split-bill-page.tsx'),
  'SplitBillPage',
);
const Payment = lazyScreen(
  () => import('../features/bill/components/payment-page.tsx'),
  'PaymentPage',
);
const Favorites = lazyScreen(
  () => import('../features/info/components/favorites-page.tsx'),
  'FavoritesPage',
);
const Feedbacks = lazyScreen(
  () => import('../features/feedback/components/feedbacks-page.tsx'),
  'FeedbacksPage',
);
const Help = lazyScreen(() => import('../features/info/components/help-page.tsx'), 'HelpPage');

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
