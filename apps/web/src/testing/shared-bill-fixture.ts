import type { BillInput } from '@masa/core/bill/bill';
import type { PublicPaymentSettings } from '../lib/bill/get-payment-methods.ts';
import { makeBill } from './bill-fixture.ts';

/**
 * A table's bill for the split screen's tests: two kebabs by the unit and one ayran shared
 * among three (ADR 048), nothing paid; and the business's public payment settings, online off.
 */
export const sharedLines: BillInput['lines'] = [
  { id: 'i1', name: 'Adana Kebap', quantity: 2, unitPrice: 33_333, vatRate: 10 },
  { id: 'i2', name: 'Ayran', quantity: 1, unitPrice: 10_000, vatRate: 20, shareCount: 3 },
];
export const sharedBill = makeBill({ lines: sharedLines, charges: [] });

/** The same bill after one diner paid the ayran's first share in cash. */
export const oneSharePaid = makeBill({
  lines: sharedLines,
  charges: [],
  payments: [
    {
      id: 'p1',
      method: 'cash',
      tip: 0,
      lines: [],
      charges: [],
      shares: [{ lineId: 'i2', index: 1 }],
    },
  ],
});

const settings: PublicPaymentSettings = {
  acceptCash: true,
  acceptCreditCard: true,
  acceptOnlinePayment: false,
  acceptSodexo: true,
  acceptMutlinet: false,
  methods: ['cash', 'credit_card', 'sodexo'],
  online: { enabled: false, provider: null, twin: false },
};

export const splitRoutes = {
  [`GET /business/${sharedBill.businessId}/settings/payment/public`]: { data: settings },
};
