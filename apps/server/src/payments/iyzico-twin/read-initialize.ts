import { fromIyzicoPrice } from '../iyzico/iyzico-price.ts';
import type { TwinCheckout } from './twin-store.ts';

type Opened = Omit<TwinCheckout, 'token' | 'createdAt' | 'expiresAt' | 'state'>;

const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * A CF initialize request checked as iyzico checks it (docs.iyzico.com CF-Initialize: required
 * fields; the basket items' prices add up to `price`; TRY), or the reason it is refused. The
 * twin's messages name the field, as iyzico's validation answers do.
 */
export function readInitialize(body: Record<string, unknown>): Opened | { problem: string } {
  const buyer = (body.buyer ?? {}) as Record<string, unknown>;
  const billing = (body.billingAddress ?? {}) as Record<string, unknown>;
  const items = Array.isArray(body.basketItems)
    ? (body.basketItems as Record<string, unknown>[])
    : [];
  const price = fromIyzicoPrice(body.price);
  const paidPrice = fromIyzicoPrice(body.paidPrice);
  const missing = [
    ['price', price !== null && price > 0],
    ['paidPrice', paidPrice !== null && paidPrice > 0],
    ['callbackUrl', text(body.callbackUrl)],
    ['currency', body.currency === 'TRY'],
    ...[
      'id',
      'name',
      'surname',
      'identityNumber',
      'email',
      'registrationAddress',
      'ip',
      'city',
      'country',
    ].map((field) => [`buyer.${field}`, text(buyer[field])] as const),
    ...['contactName', 'city', 'country', 'address'].map(
      (field) => [`billingAddress.${field}`, text(billing[field])] as const,
    ),
    ['basketItems', items.length > 0],
  ].find(([, ok]) => !ok);
  if (missing) return { problem: `${String(missing[0])} gönderilmesi zorunludur` };
  const lines: Opened['items'] = [];
  for (const item of items) {
    const linePrice = fromIyzicoPrice(item.price);
    if (!text(item.id) || !text(item.name) || !text(item.category1) || !linePrice) {
      return { problem: 'basketItems alanları (id, name, category1, price > 0) zorunludur' };
    }
    if (item.itemType !== 'PHYSICAL' && item.itemType !== 'VIRTUAL') {
      return { problem: 'basketItems.itemType PHYSICAL veya VIRTUAL olmalıdır' };
    }
    if (
      item.itemType === 'PHYSICAL' &&
      !text((body.shippingAddress as Record<string, unknown> | undefined)?.address)
    ) {
      return { problem: 'shippingAddress gönderilmesi zorunludur' };
    }
    lines.push({ id: String(item.id), name: String(item.name), price: linePrice });
  }
  if (lines.reduce((sum, line) => sum + line.price, 0) !== price) {
    return { problem: 'Sepetteki ürünlerin toplam tutarı price değerine eşit olmalıdır' };
  }
  return {
    conversationId: typeof body.conversationId === 'string' ? body.conversationId : '',
    basketId: typeof body.basketId === 'string' ? body.basketId : '',
    locale: body.locale === 'en' ? 'en' : 'tr',
    price: price!,
    paidPrice: paidPrice!,
    callbackUrl: String(body.callbackUrl),
    items: lines,
  };
}
