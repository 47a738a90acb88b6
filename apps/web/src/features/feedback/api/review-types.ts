/** A review as the server answers it (001 §3 Review / feedback; server review-response.ts). */
export type Review = {
  id: string;
  targetType: 'business' | 'product';
  business: string | null;
  product: string | null;
  businessId: string;
  businessName: string;
  productId: string | null;
  productName: string | null;
  orderId: string;
  rating: number;
  comment: string;
  createdAt: string;
};

/** What a diner rates: the business of an order, or one of its products. */
export type FeedbackTarget = {
  type: 'business' | 'product';
  id: string;
  name: string;
  businessId: string;
};
