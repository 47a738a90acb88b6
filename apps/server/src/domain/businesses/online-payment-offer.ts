import type { BusinessSettings } from '../../db/schema/json-types.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import type { PublicPaymentOffer } from './business.schemas.ts';
import { flaggedMethods } from './present-business-settings.ts';

/**
 * Whether a diner may pay this business from her phone (issue 34, ADR 086): it flags online
 * payment AND a provider is configured; which provider, and whether its local twin stands in
 * (the screens then say "Test ödemesi — kart çekilmez").
 */
export function onlinePaymentOffer({
  settings,
  provider,
}: {
  settings: Partial<BusinessSettings> | null | undefined;
  provider: PaymentProvider | null;
}): PublicPaymentOffer['online'] {
  const flagged = flaggedMethods(settings).includes('online');
  return {
    enabled: flagged && provider !== null,
    provider: provider?.name ?? null,
    twin: provider?.twin ?? false,
  };
}
