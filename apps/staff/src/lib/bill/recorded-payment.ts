import type { BillResponse } from '@masa/core/bill/bill.schemas';

/** What POST /api/staff/orders/{id}/payments answers (the server's payment-routes.ts). */
export type RecordedPayment = {
  /** `billLabel`: which of the table's bills it paid, "Hesap 2"… (ADR 078). */
  order: { orderNumber: number; table: { name: string }; billLabel?: string | null };
  payment: {
    id: string;
    amount: number;
    tipAmount: number;
    method: string;
    lines: { lineId: string; quantity: number }[];
    charges: string[];
    /** Shares of shared dishes it paid: 'Pay index/shareCount' (ADR 048). */
    shares: { lineId: string; shareCount: number; index: number }[];
    createdAt: string;
    /** The slip's own figures: lines at their price before the campaign, then the campaign. */
    receipt: {
      business: {
        name: string;
        address: string;
        phone: string;
        taxOffice: string | null;
        taxNumber: string | null;
        /** İş Kanunu article 51 declared (ADR 092); absent from an older server's answer. */
        article51?: boolean;
      };
      recordedBy: string | null;
      lines: { lineId: string; quantity: number; amount: number }[];
      shares: { lineId: string; index: number; shareCount: number; amount: number }[];
      campaign: { code: string | null; title: string; amount: number } | null;
      /** Staff discounts on what it paid, its own minus line (ADR 074). */
      staffDiscount: {
        amount: number;
        discounts: { reason: string; kind: 'percent' | 'amount'; value: number }[];
      } | null;
    };
  };
  bill: BillResponse;
  fullyPaid: boolean;
};
