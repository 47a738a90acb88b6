import { buildTableQrUrl } from '@masa/core/qr/build-table-qr-url';
import { formatTableToken } from '@masa/core/qr/table-token';
import type { Db } from '../../db/client.ts';
import { findActiveBusiness } from '../businesses/find-active-business.ts';
import { listBusinessTables } from '../tables/list-business-tables.ts';
import { renderQrSheet } from './render-qr-sheet.ts';

/**
 * The printable QR sheet of an active business: one code per active table, each holding
 * `{publicUrl}/customerapp/table/{tableId}?business={businessId}&t={token}` (buildTableQrUrl),
 * which a phone's camera app opens as the table's menu and the in-app scanner parses. The
 * tokens make it a secret page: only the business's owners and managers get it (ADR 015).
 */
export async function buildQrSheet({
  db,
  businessId,
  publicUrl,
}: {
  db: Db;
  businessId: string;
  publicUrl: string;
}): Promise<string> {
  const business = await findActiveBusiness({ db, businessId });
  const tables = await listBusinessTables({ db, businessId });
  const { street, city } = business.address;
  return renderQrSheet({
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
  });
}
