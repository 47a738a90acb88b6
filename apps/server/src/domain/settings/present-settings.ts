import {
  DEFAULT_BOARD_SETTINGS,
  type BoardSettings,
} from '@masa/core/staff/business-settings.schemas';
import { businessDayAndHour, reportInstants } from '@masa/core/reports/report-days';
import type { campaigns, serviceCharges } from '../../db/schema/index.ts';
import type { BusinessSettings } from '../../db/schema/json-types.ts';

/** The board's thresholds, the documented default when the business never set them. */
export const boardSettingsOf = (settings: Partial<BusinessSettings> | null | undefined) =>
  ({ ...DEFAULT_BOARD_SETTINGS, ...settings?.board }) satisfies BoardSettings;

export const presentServiceCharge = (row: typeof serviceCharges.$inferSelect) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  nameEn: row.nameEn,
  descriptionEn: row.descriptionEn,
  calculation: row.calculation,
  type: row.type,
  value: row.value,
  vatRate: row.vatRate,
  active: row.active,
});

const dayOf = (instant: Date | null) => (instant ? businessDayAndHour(instant).date : null);

export const presentCampaign = (row: typeof campaigns.$inferSelect) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  titleEn: row.titleEn,
  descriptionEn: row.descriptionEn,
  discountType: row.discountType,
  discountValue: row.discountValue,
  minOrderAmount: row.minOrderAmount,
  campaignCode: row.campaignCode,
  startDate: dayOf(row.startDate),
  // Stored as the last instant of the day it ends on (campaigns run while endDate >= now).
  endDate: dayOf(row.endDate),
  active: row.active,
});

/** A campaign's days as the instants it runs between, in the business's time zone. */
export function campaignInstants(startDate: string | null, endDate: string | null) {
  return {
    startDate: startDate ? reportInstants(startDate, startDate).start : null,
    endDate: endDate ? new Date(reportInstants(endDate, endDate).end.getTime() - 1) : null,
  };
}
