// The VAT rate a product is sold at (issue 35 §1, docs/decisions/092-…): Turkey taxes food and
// restaurant service at 10 % and alcoholic drinks at 20 %. An explicit per-product flag says
// which a drink is; it replaced the guess by name (001 §9's drink words, guess-vat-rate-from-
// name.ts), which taxed a cola like a rakı and missed a wine the guess did not know.

export const ALCOHOLIC_VAT_PERCENT = 20;

/** Whole percent: 20 for an alcoholic drink, else the product's own rate. */
export const productVatPercent = ({
  vatRate,
  alcoholic,
}: {
  vatRate: number;
  alcoholic: boolean;
}): number => (alcoholic ? ALCOHOLIC_VAT_PERCENT : vatRate);
