import { and, eq } from 'drizzle-orm';
import { declareArticle51 } from '../../domain/charges/declare-article-51.ts';
import { staffAccounts } from '../schema/index.ts';
import type { DemoServiceCharge } from './demo-types.ts';
import type { DemoSlug } from './demo-ids.ts';
import type { Tx } from './insert-demo-business.ts';

/**
 * Tests only (config `seedArticle51Fixture`, docs/decisions/092-…): the charges Boğaziçi and
 * Ege carried before the Fiyat Etiketi Yönetmeliği's 2026 amendment, a per-person kuver with
 * included items and a VIP table charge. The fixture seeds them on a business that declared
 * İş Kanunu article 51, so the specs keep walking a kuver the law allows; the demo that
 * `npm start` seeds charges none.
 */
export const ARTICLE_51_FIXTURE_CHARGES: Partial<Record<DemoSlug, DemoServiceCharge[]>> = {
  bogaz: [
    {
      type: 'cover_charge',
      name: 'Kuver',
      description: 'Kişi başı kuver; ekmek sepeti ve su dahildir.',
      calculation: 'per_person',
      value: 50_00,
      vatRate: 10,
      applyOn: 'session_start',
      display: { icon: 'restaurant', color: '#3F51B5' },
      includedItems: {
        totalQuantity: 2,
        options: [
          { type: 'product', name: 'Ekmek Sepeti', autoQuantity: true },
          { type: 'product', name: 'Su (33 cl)', autoQuantity: true },
        ],
      },
    },
  ],
  ege: [
    {
      type: 'cover_charge',
      name: 'Kuver',
      description: 'Kişi başı kuver; seçeceğiniz bir soğuk meze dahildir.',
      calculation: 'per_person',
      value: 40_00,
      vatRate: 10,
      applyOn: 'session_start',
      display: { icon: 'restaurant', color: '#059669' },
      includedItems: {
        totalQuantity: 1,
        options: [{ type: 'category', name: 'Soğuk Mezeler', autoQuantity: false }],
      },
    },
    {
      type: 'vip_charge',
      name: 'VIP Masa Ücreti',
      description: 'VIP masalarda masa başına bir kez alınır.',
      calculation: 'per_order',
      value: 150_00,
      vatRate: 20,
      applyOn: 'session_start',
      conditions: { tableTypes: ['vip'] },
      display: { icon: 'star', color: '#7c3aed' },
    },
  ],
};

/** The fixture's declaration: the business's owner declared article 51 when it was seeded. */
export async function declareFixtureArticle51(tx: Tx, businessId: string, now: Date) {
  const [owner] = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.businessId, businessId), eq(staffAccounts.role, 'owner')));
  if (!owner) throw new Error(`no owner for ${businessId}`);
  await declareArticle51({ tx, businessId, staffId: owner.id, declared: true, now });
}
