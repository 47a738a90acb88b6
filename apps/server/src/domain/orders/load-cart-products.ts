import type { DbOrTx } from '../../lib/db-tx.ts';
import { rawQuery } from '../../lib/raw-query.ts';
import type { ProductRow } from '../menu/serialize-product.ts';

/** The product columns an order reads. */
export type CartProduct = Pick<
  ProductRow,
  | 'id'
  | 'businessId'
  | 'categoryId'
  | 'name'
  | 'nameEn'
  | 'description'
  | 'price'
  | 'vatRate'
  | 'alcoholic'
  | 'isAvailable'
  | 'active'
  | 'imageUrl'
  | 'images'
  | 'discountPercentage'
  | 'options'
  | 'extras'
  | 'preparationTime'
>;

const CART_PRODUCTS = `select p.id, p.business_id as "businessId", p.category_id as "categoryId", p.name,
  p.name_en as "nameEn",  p.description, p.price, p.vat_rate as "vatRate", p.alcoholic, p.is_available as "isAvailable", p.active,
  p.image_url as "imageUrl", p.images, p.discount_percentage as "discountPercentage", p.options,
  p.extras, p.preparation_time as "preparationTime", c.active as "categoryActive"
  from products p join categories c on c.id = p.category_id
  where p.id = any($1::text[])`;

/**
 * The products a cart names, whatever their business (so a foreign product is refused as
 * foreign, not as unknown), with the ids of their categories that are active.
 */
export async function loadCartProducts({
  db,
  productIds,
}: {
  db: DbOrTx;
  productIds: string[];
}): Promise<{ products: Map<string, CartProduct>; activeCategoryIds: Set<string> }> {
  const rows = await rawQuery<CartProduct & { categoryActive: boolean }>(
    db,
    'cart_products',
    CART_PRODUCTS,
    [[...new Set(productIds)]],
  );
  return {
    products: new Map(rows.map((row) => [row.id, row])),
    activeCategoryIds: new Set(
      rows.filter((row) => row.categoryActive).map((row) => row.categoryId),
    ),
  };
}
