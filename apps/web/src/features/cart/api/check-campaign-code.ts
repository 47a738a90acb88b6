import type { CampaignResponse } from '@masa/core/menu/menu.schemas';
import { api } from '../../../lib/api-client.ts';
import { TIMEOUTS } from '../../../lib/api/api-config.ts';

/**
 * GET /campaigns/business/{businessId}/code/{code} (issue 20, ADR 041): the running campaign
 * a typed code names; a 404 or 409 carries the Turkish reason the cart shows.
 */
export function checkCampaignCode(businessId: string, code: string) {
  return api.get<CampaignResponse>(
    `/campaigns/business/${encodeURIComponent(businessId)}/code/${encodeURIComponent(code)}`,
    { timeout: TIMEOUTS.default },
  );
}
