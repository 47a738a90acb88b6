// The English areas, one module each, typed by the Turkish ones (ADR 046). Read by tests and
// the specification-texts check; the app reads them through i18n/tr.ts.
export { app } from './app.ts';
export { nav } from './nav.ts';
export { notifications } from './notifications.ts';
export { connection } from './connection.ts';
export { notices } from './notices.ts';
export { errors } from './errors.ts';
export { home } from './home.ts';
export { auth } from './auth.ts';
export { profile } from './profile.ts';
export { qrScan } from './qr-scan.ts';
export { tableLink } from './table-link.ts';
export { businesses } from './businesses.ts';
export { menu } from './menu.ts';
export { hours } from './hours.ts';
export { product } from './product.ts';
export { allergenNames } from './allergen-names.ts';
export { allergens } from './allergens.ts';
export { cart } from './cart.ts';
export { checkout } from './checkout.ts';
export { orders } from './orders.ts';
export { bill } from './bill.ts';
export { billFigures } from './bill-figures.ts';
export { feedback } from './feedback.ts';
export { info } from './info.ts';
export { statuses } from './statuses.ts';
export { rules } from './rules.ts';
