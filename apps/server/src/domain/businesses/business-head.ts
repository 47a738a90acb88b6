import type { businesses } from '../../db/schema/index.ts';

/**
 * The head of a printed slip (issue 29) or Z report (ADR 077): the business's name, address on
 * one line, phone and tax office and number when it has them, as payment-receipt.ts prints them;
 * whether it declared İş Kanunu article 51 (ADR 092).
 */
export function businessHead(business: typeof businesses.$inferSelect) {
  const { street, state, city, zipCode } = business.address;
  return {
    name: business.name,
    address: [street, `${zipCode} ${state}/${city}`.trim()].filter(Boolean).join(', '),
    phone: business.phone,
    taxOffice: business.settings.fiscal?.taxOffice ?? null,
    taxNumber: business.settings.fiscal?.taxNumber ?? null,
    article51: business.article51DeclaredAt !== null,
  };
}
