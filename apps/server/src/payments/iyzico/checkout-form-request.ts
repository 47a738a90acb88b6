import type { CheckoutInput } from '../provider.ts';
import { toIyzicoPrice } from './iyzico-price.ts';

/** The basket line of a tip: its name and category (CheckoutInput: tip as its own line). */
export const TIP_CATEGORY = 'Bahşiş';

/** CF initialize as iyzico documents it (samples/IyzipaySamples.js "checkout form initialize"). */
export function initializeRequest(input: CheckoutInput): Record<string, unknown> {
  const { buyer } = input;
  const address = {
    contactName: `${buyer.name} ${buyer.surname}`,
    city: buyer.city,
    country: buyer.country,
    address: buyer.address,
  };
  return {
    locale: input.locale,
    conversationId: input.conversationId,
    price: toIyzicoPrice(input.price),
    paidPrice: toIyzicoPrice(input.paidPrice),
    currency: 'TRY',
    basketId: input.basketId,
    paymentGroup: 'PRODUCT',
    callbackUrl: input.callbackUrl,
    // One payment, no instalments: a table's bill is paid now.
    enabledInstallments: [1],
    buyer: {
      id: buyer.id,
      name: buyer.name,
      surname: buyer.surname,
      ...(buyer.phone ? { gsmNumber: buyer.phone } : {}),
      email: buyer.email,
      // iyzico requires a T.C. identity number field; a diner's is never asked (iyzico's own
      // samples and guidance use this placeholder when the merchant does not hold it).
      identityNumber: '11111111111',
      registrationAddress: buyer.address,
      ip: buyer.ip,
      city: buyer.city,
      country: buyer.country,
    },
    shippingAddress: address,
    billingAddress: address,
    basketItems: input.lines.map((line) => ({
      id: line.id,
      name: line.name,
      category1: line.category,
      // Food and drink are goods; the tip is a service (iyzico asks PHYSICAL or VIRTUAL).
      itemType: line.category === TIP_CATEGORY ? 'VIRTUAL' : 'PHYSICAL',
      price: toIyzicoPrice(line.price),
    })),
  };
}
