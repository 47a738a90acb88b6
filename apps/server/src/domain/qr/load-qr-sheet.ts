import { buildTableQrUrl } from '@masa/core/qr/build-table-qr-url';
import { formatTableToken } from '@masa/core/qr/table-token';
import type { Db } from '../../db/client.ts';
import { findActiveBusiness } from '../businesses/find-active-business.ts';
import { listBusinessTables } from '../tables/list-business-tables.ts';

/** What a QR sheet prints: the business, and each active table's name, code and link. */
export type QrSheetInput = {
  businessName: string;
  businessAddress: string;
  tables: { name: string; number: number; code: string; url: string }[];
};

/**
 * The QR sheet of an active business (404 for another): one card per active table by number,
 * each holding `{publicUrl}/customerapp/table/{tableId}?business={businessId}&t={token}`
 * (buildTableQrUrl), which a phone's camera app opens as the table's menu and the in-app
 * scanner parses. The tokens make it secret: only the business's owners and managers get it
 * (ADR 015), as an HTML page (render-qr-sheet.ts) or a PDF (render-qr-sheet-pdf.ts).
 */
export async function loadQrSheet({
  db,
  businessId,
  publicUrl,
}: {
  db: Db;
  businessId: string;
  publicUrl: string;
}): Promise<QrSheetInput> {
  const business = await findActiveBusiness({ db, businessId });
  const tables = await listBusinessTables({ db, businessId });
  const { street, city } = business.address;
  return {
    businessName: business.name,
    businessAddress: [street, city].filter(Boolean).join(', '),
    tables: tables.map((table) => ({
      name: table.name,
      number: table.number,
      code: formatTableToken(table.accessToken),
      url: buildTableQrUrl({
        publicUrl,
        businessId,
        tableId: table.id,
        tableToken: table.accessToken,
      }),
    })),
  };
}
