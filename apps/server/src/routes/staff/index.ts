import type { FastifyInstance } from 'fastify';
import { staffAuditRoutes } from './audit-routes.ts';
import { staffChargeCampaignRoutes } from './charge-campaign-routes.ts';
import { staffDayRoutes } from './day-routes.ts';
import { staffFiscalRoutes } from './fiscal-routes.ts';
import { staffDiscountRoutes } from './discount-routes.ts';
import { staffCorrectionRoutes } from './correction-routes.ts';
import { staffReasonRoutes } from './reason-routes.ts';
import { staffLineCorrectionRoutes } from './line-correction-routes.ts';
import { staffLoginRoutes } from './login-routes.ts';
import { staffLinkRoutes } from './link-routes.ts';
import { staffLineMoveRoutes } from './line-move-routes.ts';
import { staffTableBillRoutes } from './table-bill-routes.ts';
import { staffMemberRoutes } from './member-routes.ts';
import { staffMenuRoutes } from './menu-routes.ts';
import { staffMessageRoutes } from './message-routes.ts';
import { staffOpenAccountRoutes } from './open-account-routes.ts';
import { staffOrderRoutes } from './order-routes.ts';
import { staffPaymentRoutes } from './payment-routes.ts';
import { staffRefundRoutes } from './refund-routes.ts';
import { staffOnlinePaymentRoutes } from './online-payment-routes.ts';
import { staffPrinterRoutes } from './printer-routes.ts';
import { staffPartyRoutes } from './party-routes.ts';
import { staffPrintRoutes } from './print-routes.ts';
import { staffProductRoutes } from './product-routes.ts';
import { staffPriceChangeRoutes } from './price-change-routes.ts';
import { staffPriceListRoutes } from './price-list-routes.ts';
import { staffQrSheetRoutes } from './qr-sheet-routes.ts';
import { staffReportRoutes } from './report-routes.ts';
import { staffRequestRoutes } from './request-routes.ts';
import { staffHoursRoutes } from './hours-routes.ts';
import { staffSettingsRoutes } from './settings-routes.ts';
import { staffStationRoutes } from './station-routes.ts';
import { staffTableAdminRoutes } from './table-admin-routes.ts';
import { staffTableMoveRoutes } from './table-move-routes.ts';
import { staffTableRoutes } from './table-routes.ts';
import { staffTakeOrderRoutes } from './take-order-routes.ts';
import { staffTipRoutes } from './tip-routes.ts';
import { staffWaiterCallRoutes } from './waiter-call-routes.ts';
import { staffWalkoutRoutes } from './walkout-routes.ts';

/**
 * The staff API (ADR 019), mounted at /api/staff. Everything but /login and /links/accept
 * (the single-use link is the proof, ADR 031) needs a staff token, and reaches only the token's business: an id of another business answers 404.
 */
export async function staffRoutes(app: FastifyInstance) {
  await app.register(staffLoginRoutes);
  await app.register(staffLinkRoutes);
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.requireStaff);
    await signedIn.register(staffOrderRoutes);
    await signedIn.register(staffPaymentRoutes);
    await signedIn.register(staffRefundRoutes);
    await signedIn.register(staffOnlinePaymentRoutes);
    await signedIn.register(staffPrintRoutes);
    await signedIn.register(staffPartyRoutes);
    await signedIn.register(staffDiscountRoutes);
    await signedIn.register(staffRequestRoutes);
    await signedIn.register(staffWaiterCallRoutes);
    await signedIn.register(staffMessageRoutes);
    await signedIn.register(staffTableRoutes);
    await signedIn.register(staffTableMoveRoutes);
    await signedIn.register(staffLineMoveRoutes);
    await signedIn.register(staffTableBillRoutes);
    await signedIn.register(staffTakeOrderRoutes);
    await signedIn.register(staffQrSheetRoutes);
    await signedIn.register(staffPriceChangeRoutes);
    await signedIn.register(staffPriceListRoutes);
    await signedIn.register(staffMemberRoutes);
    await signedIn.register(staffStationRoutes);
    await signedIn.register(staffAuditRoutes);
    await signedIn.register(staffProductRoutes);
    await signedIn.register(staffMenuRoutes);
    await signedIn.register(staffTableAdminRoutes);
    await signedIn.register(staffReportRoutes);
    await signedIn.register(staffSettingsRoutes);
    await signedIn.register(staffHoursRoutes);
    await signedIn.register(staffChargeCampaignRoutes);
    await signedIn.register(staffDayRoutes);
    await signedIn.register(staffFiscalRoutes);
    await signedIn.register(staffCorrectionRoutes);
    await signedIn.register(staffWalkoutRoutes);
    await signedIn.register(staffOpenAccountRoutes);
    await signedIn.register(staffReasonRoutes);
    await signedIn.register(staffLineCorrectionRoutes);
    await signedIn.register(staffPrinterRoutes);
    await signedIn.register(staffTipRoutes);
  });
}
