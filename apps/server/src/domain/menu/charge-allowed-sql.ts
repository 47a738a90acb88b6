import { ARTICLE_51_CHARGE_TYPES } from '@masa/core/money/article-51-charges';

const banned = ARTICLE_51_CHARGE_TYPES.map((type) => `'${type}'`).join(', ');

/**
 * SQL: a service charge (alias `charge`) a business (alias `business`) may apply to a new
 * order: a kind the Fiyat Etiketi Yönetmeliği allows, or any kind once the owner declared İş
 * Kanunu article 51 (core `chargeAllowed`, docs/decisions/092-…). An order placed earlier keeps
 * what it was charged (order_service_charges).
 */
export const chargeAllowedSql = (charge: string, business: string) =>
  `(${charge}.type not in (${banned}) or ${business}.article51_declared_at is not null)`;
