import { z } from 'zod';

/**
 * The price history (issue 35 §3, ADR 089): every change of a product's own price, an option
 * choice's or an extra's, as the editor's "Fiyat geçmişi" and the CSV export show it.
 */
export const priceChangeSchema = z.object({
  id: z.string(),
  productId: z.string().nullable().describe('Null once the product was deleted.'),
  productName: z.string().describe('The product as it was called when its price changed.'),
  kind: z
    .enum(['product', 'option', 'extra'])
    .describe("The product's own price, an option choice's, or an extra's."),
  itemName: z.string().describe("'' for the product's own price; 'Boy · Büyük'; 'Kaşar Peyniri'."),
  oldPrice: z
    .number()
    .int()
    .nullable()
    .describe('Kuruş; null: the price was set for the first time.'),
  newPrice: z.number().int().nullable().describe('Kuruş; null: the choice or extra was removed.'),
  staffName: z.string().describe('Who changed it, as they were called then.'),
  changedAt: z.string().describe('ISO 8601.'),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** The CSV's header row, Turkish (the file is for the business's own books and inspectors). */
export const PRICE_CHANGES_CSV_COLUMNS = [
  'Tarih',
  'Saat',
  'Ürün',
  'Kalem',
  'Eski fiyat (₺)',
  'Yeni fiyat (₺)',
  'Değiştiren',
] as const;

/** 'price-changes' file names: masa-fiyat-gecmisi-2026-11-01-2026-11-29.csv. */
export const priceChangesFileName = (from: string, to: string) =>
  `masa-fiyat-gecmisi-${from}-${to}.csv`;
