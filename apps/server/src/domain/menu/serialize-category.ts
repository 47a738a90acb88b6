import { DEFAULT_COURSE } from '@masa/core/orders/courses';
import type { categories } from '../../db/schema/index.ts';
import type { CategoryResponse } from './menu-response.ts';

export type CategoryRow = typeof categories.$inferSelect;

/** The category in English (ADR 046), each field falling back to the Turkish. */
export function serializeCategoryEn(row: CategoryRow): CategoryResponse {
  return {
    ...serializeCategory(row),
    name: row.nameEn || row.name,
    description: row.descriptionEn || row.description,
  };
}

/** A category row as the app reads it (001 §3 Category: isActive from `active`). */
export function serializeCategory(row: CategoryRow): CategoryResponse {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    description: row.description,
    businessId: row.businessId,
    isActive: row.active,
    sortOrder: row.sortOrder,
    defaultCourse: row.defaultCourse ?? DEFAULT_COURSE,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
