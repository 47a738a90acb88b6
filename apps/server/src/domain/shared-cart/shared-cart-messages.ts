import { SHARED_CART_MAX_LINES } from '@masa/core/tables/shared-cart.schemas';

/** Turkish answers about a sitting's shared cart (ADR 043), in the voice of 001 §8. */
export const SHARED_CART_MESSAGES = {
  lineNotFound: 'Sepette böyle bir ürün yok.',
  empty: 'Masanın sepeti boş.',
  changed: 'Masanın sepeti siz bakarken değişti. Lütfen sepeti kontrol edip yeniden onaylayın.',
  full: `Masanın sepetinde en fazla ${SHARED_CART_MAX_LINES} farklı ürün olabilir.`,
} as const;
