import type { tables } from '../../db/schema/index.ts';
import type { PublicTable } from './table.schemas.ts';

type TableRow = typeof tables.$inferSelect;

/** A table row as the diner's app reads it (001 §3 Table). */
export function presentTable(row: TableRow): PublicTable {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    number: row.number,
    seats: row.seats,
    capacity: row.seats,
    business: row.businessId,
    businessId: row.businessId,
    active: row.active,
    isActive: row.active,
    status: row.active ? 'available' : 'unavailable',
    type: row.type,
    qrCode: row.qrCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
