import { buildTableQrUrl } from '@masa/core/qr/build-table-qr-url';
import type { StaffTable } from '@masa/core/staff/back-office.schemas';
import type { tables } from '../../db/schema/index.ts';

/**
 * A table as the staff API answers it; with `withToken` (owners and managers, ADR 015) also the
 * secret its printed code carries and the URL the code holds.
 */
export function presentStaffTable(
  row: typeof tables.$inferSelect,
  { withToken, publicUrl }: { withToken: boolean; publicUrl: string },
): StaffTable {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    seats: row.seats,
    area: row.type,
    active: row.active,
    ...(withToken && {
      accessToken: row.accessToken,
      qrUrl: buildTableQrUrl({
        publicUrl,
        businessId: row.businessId,
        tableId: row.id,
        tableToken: row.accessToken,
      }),
    }),
  };
}
