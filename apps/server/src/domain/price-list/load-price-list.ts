import { vatOf } from '@masa/core/money/vat-by-rate';
import { discountedPrice } from '@masa/core/money/discounted-price';
import type { ServiceChargeCalculation, ServiceChargeType } from '@masa/core/money/service-charge';
import { chargeAllowed, needsArticle51 } from '@masa/core/money/article-51-charges';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, priceChanges, products, serviceCharges } from '../../db/schema/index.ts';
import { findActiveBusiness } from '../businesses/find-active-business.ts';

/** A price as the diner pays it, VAT included, and before a discount when there is one. */
export type ListedPrice = { price: number; before: number | null };
export type PriceListInput = {
  businessName: string;
  categories: {
    name: string;
    products: { name: string; price: ListedPrice; extras: { name: string; price: number }[] }[];
  }[];
  charges: {
    name: string;
    type: ServiceChargeType;
    calculation: ServiceChargeCalculation;
    value: number;
  }[];
  /** True when no service, table or cover charge is charged: "Servis ücreti alınmaz". */
  noServiceCharge: boolean;
  /** When a price of the menu last changed (the price history, else the newest product). */
  pricesChangedAt: Date | null;
};

/**
 * What the printed price list shows (ADR 089), read from the menu as it is now: every product
 * a diner can order (active, available, in an active category) by category in menu order, its
 * price VAT included (the business's `tax.includedInPrice` false adds it) after its discount,
 * its choices and extras that cost extra, and the business's active charges.
 */
export async function loadPriceList({
  db,
  businessId,
}: {
  db: Db;
  businessId: string;
}): Promise<PriceListInput> {
  const business = await findActiveBusiness({ db, businessId });
  const [categoryRows, productRows, chargeRows, [changed], [newest]] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(and(eq(categories.businessId, businessId), eq(categories.active, true)))
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
    db
      .select()
      .from(products)
      .where(
        and(
          eq(products.businessId, businessId),
          eq(products.active, true),
          eq(products.isAvailable, true),
        ),
      )
      .orderBy(asc(products.sortOrder), asc(products.name)),
    db
      .select()
      .from(serviceCharges)
      .where(and(eq(serviceCharges.businessId, businessId), eq(serviceCharges.active, true)))
      .orderBy(asc(serviceCharges.sortOrder), asc(serviceCharges.name)),
    db
      .select({ at: max(priceChanges.changedAt) })
      .from(priceChanges)
      .where(eq(priceChanges.businessId, businessId)),
    db
      .select({ at: max(products.createdAt) })
      .from(products)
      .where(eq(products.businessId, businessId)),
  ]);
  const included = business.settings.tax.includedInPrice;
  const gross = (net: number, vatRate: number) =>
    included ? net : net + vatOf(net, vatRate, false);
  const listed = (row: (typeof productRows)[number]): ListedPrice => {
    const price = gross(discountedPrice(row.price, row.discountPercentage), row.vatRate);
    const before = gross(row.price, row.vatRate);
    return { price, before: before === price ? null : before };
  };
  const extrasOf = (row: (typeof productRows)[number]) => [
    ...row.options.flatMap((group) =>
      group.choices
        .filter((choice) => choice.price > 0)
        .map((choice) => ({
          name: `${group.name}: ${choice.name}`,
          price: gross(choice.price, row.vatRate),
        })),
    ),
    ...row.extras.map((extra) => ({ name: extra.name, price: gross(extra.price, row.vatRate) })),
  ];
  // NOTE: a banned charge of a business without the article-51 declaration is not charged, so
  // the list neither shows it nor loses "Servis ücreti alınmaz" (docs/decisions/092-…).
  const article51Declared = business.article51DeclaredAt !== null;
  const applied = chargeRows.filter(({ type }) => chargeAllowed({ type, article51Declared }));
  return {
    businessName: business.name,
    categories: categoryRows
      .map((category) => ({
        name: category.name,
        products: productRows
          .filter((row) => row.categoryId === category.id)
          .map((row) => ({ name: row.name, price: listed(row), extras: extrasOf(row) })),
      }))
      .filter((category) => category.products.length > 0),
    // A charge is priced like a product (ADR 027): VAT added when the prices are net.
    charges: applied.map(({ name, type, calculation, value, vatRate }) => ({
      name,
      type,
      calculation,
      value: calculation === 'percentage' ? value : gross(value, vatRate),
    })),
    noServiceCharge: !applied.some((charge) => needsArticle51(charge.type)),
    pricesChangedAt: changed?.at ?? newest?.at ?? null,
  };
}
