import type { businesses } from '../../db/schema/index.ts';
import type { PublicBusiness } from './business.schemas.ts';

type BusinessRow = typeof businesses.$inferSelect;

/** A business row as the diner's app reads it (001 §3 Business); settings are not included. */
export function presentBusiness(row: BusinessRow): PublicBusiness {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    description: row.description,
    address: row.address,
    phone: row.phone,
    email: row.email,
    logo: row.logo,
    coverImage: row.coverImage,
    cover: row.coverImage,
    rating: row.ratingAverage,
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    active: row.active,
    isActive: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
