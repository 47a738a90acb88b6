import type { CartItem } from '../lib/cart/cart-item.ts';
import type { ServiceCharge } from '../lib/cart/get-applicable-service-charges.ts';

/** A cart line of one plain dish at no price, for a test to give what it reads. */
export const makeCartItem = (over: Partial<CartItem> = {}): CartItem => ({
  id: 'l1',
  productId: 'p',
  businessId: 'b1',
  name: 'Ürün',
  imageUrl: null,
  quantity: 1,
  price: 0,
  originalPrice: 0,
  vatRate: 0.1,
  notes: '',
  selectedOptions: {},
  selectedAdditions: [],
  ...over,
});

/** Boğaziçi's kuver: 50 TL a person at 10 % VAT, with no dishes included unless a test adds them. */
export const makeCover = (over: Partial<ServiceCharge> = {}): ServiceCharge => ({
  id: 'kuver',
  type: 'cover_charge',
  name: 'Kuver',
  description: '',
  calculation: 'per_person',
  value: 5000,
  calculatedAmount: 5000,
  vatRate: 0.1,
  includedItems: null,
  ...over,
});
