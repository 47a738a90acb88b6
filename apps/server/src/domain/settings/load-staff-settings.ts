import { DEFAULT_FISCAL_ADAPTER } from '@masa/core/fiscal/fiscal.schemas';
import { AROUND_THE_CLOCK } from '@masa/core/hours/opening-hours.schemas';
import type { StaffSettings } from '@masa/core/staff/business-settings.schemas';
import { asc, eq } from 'drizzle-orm';
import { businesses, campaigns, categories, serviceCharges } from '../../db/schema/index.ts';
import type { BusinessScope } from '../../lib/db-tx.ts';
import { refuse } from '../../lib/app-error.ts';
import { presentBusinessSettings } from '../businesses/present-business-settings.ts';
import { article51Of, presentArticle51 } from '../charges/declare-article-51.ts';
import { boardSettingsOf, presentCampaign, presentServiceCharge } from './present-settings.ts';

/** GET /staff/settings: everything the settings screen edits, of the caller's business. */
export async function loadStaffSettings({ db, businessId }: BusinessScope): Promise<StaffSettings> {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  if (!business) throw refuse(404, 'BUSINESS_NOT_FOUND');
  const [charges, campaignRows, categoryRows] = await Promise.all([
    db
      .select()
      .from(serviceCharges)
      .where(eq(serviceCharges.businessId, businessId))
      .orderBy(asc(serviceCharges.sortOrder), asc(serviceCharges.createdAt)),
    db
      .select()
      .from(campaigns)
      .where(eq(campaigns.businessId, businessId))
      .orderBy(asc(campaigns.createdAt), asc(campaigns.id)),
    db
      .select({ id: categories.id, name: categories.name, station: categories.station })
      .from(categories)
      .where(eq(categories.businessId, businessId))
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
  ]);
  const { methods: _methods, ...payment } = presentBusinessSettings(business.settings).payment;
  return {
    profile: {
      name: business.name,
      phone: business.phone,
      email: business.email,
      address: {
        street: business.address.street,
        city: business.address.city,
        state: business.address.state,
        zipCode: business.address.zipCode,
      },
      logo: business.logo,
      coverImage: business.coverImage,
    },
    payment,
    tax: presentBusinessSettings(business.settings).tax,
    fiscal: { adapter: business.settings.fiscal?.adapter ?? DEFAULT_FISCAL_ADAPTER },
    board: boardSettingsOf(business.settings),
    serviceCharges: charges.map(presentServiceCharge),
    article51: presentArticle51(article51Of(business)),
    campaigns: campaignRows.map(presentCampaign),
    categories: categoryRows,
    openingHours: business.openingHours ?? AROUND_THE_CLOCK,
  };
}
