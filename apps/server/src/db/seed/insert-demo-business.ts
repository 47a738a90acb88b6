import type { CorrectionKind } from '@masa/core/corrections/corrections.schemas';
import type { Course } from '@masa/core/orders/courses';
import { demoEnglish } from './demo-english.ts';
import { newId } from '../../lib/ids.ts';
import type { Db } from '../client.ts';
import {
  businesses,
  campaigns,
  categories,
  correctionReasons,
  products,
  serviceCharges,
  staffAccounts,
  tables,
} from '../schema/index.ts';
import type { ServiceChargeIncludedItems } from '../schema/json-types.ts';
import {
  DEMO_BUSINESS_IDS,
  DEMO_CREW,
  demoCrewEmail,
  demoStaffEmail,
  demoTableId,
} from './demo-ids.ts';
import { demoImageFile, demoImageUrl } from './demo-files.ts';
import { DEMO_REASONS } from './demo-reasons.ts';
import type { DemoBusiness, DemoServiceCharge } from './demo-types.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 60 * 60 * 1000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

/** The printed code on a demo table: 'BOGAZ-M01'. */
export const demoQrCode = (slug: string, number: number) =>
  `${slug.toLocaleUpperCase('en')}-M${String(number).padStart(2, '0')}`;

/** Demo categories whose dishes the bar makes, not the kitchen. */
const DRINKS = /İçecek|Rakı|Şarap/;

/** The course a demo category's dishes are served in (issue 31, ADR 070); the rest are mains. */
function demoCourse(category: string): Course {
  if (DRINKS.test(category) || category === 'Kahveler') return 'drink';
  if (/Başlangıç|Meze|Salata/.test(category)) return 'starter';
  if (/Ara Sıcak/.test(category)) return 'intermediate';
  if (/Tatlı/.test(category)) return 'dessert';
  return 'main';
}

/** An option, a choice or an extra with its English name (ADR 060). */
const withEnglish = <T extends { name: string }>(named: T): T & { nameEn: string } => ({
  ...named,
  nameEn: demoEnglish(named.name),
});

/** Inserts one demo business with a staff account per role, tables, menu, campaigns and charges. */
export async function insertDemoBusiness(
  tx: Tx,
  {
    business,
    now,
    staffPasswordHash,
    pinHashes,
  }: {
    business: DemoBusiness;
    now: Date;
    staffPasswordHash: string;
    /** The owner's and manager's approval PINs, hashed (ADR 073). */
    pinHashes: { owner: string; manager: string };
  },
): Promise<void> {
  const { slug } = business;
  const businessId = DEMO_BUSINESS_IDS[slug];
  await tx.insert(businesses).values({
    id: businessId,
    name: business.name,
    description: business.description,
    address: business.address,
    phone: business.phone,
    email: business.email,
    logo: demoImageUrl(demoImageFile.logo(slug)),
    coverImage: demoImageUrl(demoImageFile.cover(slug)),
    settings: business.settings,
    openingHours: business.openingHours,
  });
  await tx.insert(staffAccounts).values([
    {
      businessId,
      name: business.staffName,
      email: demoStaffEmail(slug),
      passwordHash: staffPasswordHash,
      role: 'owner' as const,
      approvalPinHash: pinHashes.owner,
    },
    ...DEMO_CREW.map((member) => ({
      businessId,
      name: member.name,
      email: demoCrewEmail(slug, member.role),
      passwordHash: staffPasswordHash,
      role: member.role,
      approvalPinHash: member.role === 'manager' ? pinHashes.manager : null,
    })),
  ]);
  await tx.insert(correctionReasons).values(
    Object.entries(DEMO_REASONS).flatMap(([kind, reasons]) =>
      reasons.map(([label, labelEn], position) => ({
        businessId,
        kind: kind as CorrectionKind,
        label,
        labelEn,
        position,
      })),
    ),
  );
  await tx.insert(tables).values(
    business.tables.map((t) => ({
      id: demoTableId(slug, t.number),
      businessId,
      name: t.name,
      number: t.number,
      seats: t.seats,
      type: t.type,
      qrCode: demoQrCode(slug, t.number),
    })),
  );

  const categoryIds = new Map<string, string>();
  const productIds = new Map<string, string>();
  const productRows: (typeof products.$inferInsert)[] = [];
  for (const [categoryIndex, category] of business.categories.entries()) {
    const categoryId = newId();
    categoryIds.set(category.name, categoryId);
    await tx.insert(categories).values({
      id: categoryId,
      businessId,
      name: category.name,
      description: category.description,
      nameEn: demoEnglish(category.name),
      descriptionEn: demoEnglish(category.description),
      sortOrder: categoryIndex,
      station: DRINKS.test(category.name) ? 'Bar' : 'Mutfak',
      defaultCourse: demoCourse(category.name),
    });
    for (const p of category.products) {
      const id = newId();
      productIds.set(p.name, id);
      const image = demoImageUrl(demoImageFile.product(slug, p.name));
      productRows.push({
        id,
        businessId,
        categoryId,
        name: p.name,
        description: p.description,
        nameEn: demoEnglish(p.name),
        descriptionEn: demoEnglish(p.description),
        ingredientsEn: (p.ingredients ?? []).map(demoEnglish),
        price: p.price,
        vatRate: p.vatRate ?? 10,
        alcoholic: p.alcoholic ?? false,
        isAvailable: p.available ?? true,
        ingredients: p.ingredients ?? [],
        allergens: p.allergens ?? [],
        isVegetarian: p.vegetarian ?? false,
        isVegan: p.vegan ?? false,
        isGlutenFree: p.glutenFree ?? false,
        preparationTime: p.preparationTime ?? null,
        imageUrl: image,
        images: [image],
        discountPercentage: p.discountPercentage ?? 0,
        isFeatured: p.featured ?? false,
        isMonthlySpecial: p.monthlySpecial ?? false,
        isCampaign: p.campaign !== undefined,
        campaignStartDate: p.campaign ? daysFrom(now, -7) : null,
        campaignEndDate: p.campaign ? daysFrom(now, 60) : null,
        campaignDescription: p.campaign ?? null,
        options: (p.options ?? []).map((option) => ({
          ...withEnglish(option),
          choices: option.choices.map(withEnglish),
        })),
        extras: (p.extras ?? []).map(withEnglish),
        sortOrder: productRows.length,
      });
    }
  }
  await tx.insert(products).values(productRows);

  if (business.campaigns.length > 0)
    await tx.insert(campaigns).values(
      business.campaigns.map((c, index) => ({
        businessId,
        title: c.title,
        description: c.description,
        titleEn: demoEnglish(c.title),
        descriptionEn: demoEnglish(c.description),
        type: c.type,
        discountType: c.discountType,
        discountValue: c.discountValue,
        minOrderAmount: c.minOrderAmount,
        startDate: daysFrom(now, -1),
        endDate: daysFrom(now, c.endsInDays),
        campaignCode: c.campaignCode,
        thumbnail: demoImageUrl(demoImageFile.campaign(slug, index)),
      })),
    );

  if (business.serviceCharges.length > 0)
    await tx.insert(serviceCharges).values(
      business.serviceCharges.map((charge, index) => ({
        businessId,
        type: charge.type,
        name: charge.name,
        description: charge.description,
        nameEn: demoEnglish(charge.name),
        descriptionEn: demoEnglish(charge.description),
        calculation: charge.calculation,
        value: charge.value,
        vatRate: charge.vatRate,
        applyOn: charge.applyOn,
        conditions: charge.conditions ?? {},
        display: charge.display,
        includedItems: resolveIncludedItems(charge, categoryIds, productIds),
        sortOrder: index,
      })),
    );
}

/** Included items name their product or category in the demo content; rows carry ids. */
function resolveIncludedItems(
  charge: DemoServiceCharge,
  categoryIds: Map<string, string>,
  productIds: Map<string, string>,
): ServiceChargeIncludedItems | null {
  if (!charge.includedItems) return null;
  return {
    totalQuantity: charge.includedItems.totalQuantity,
    options: charge.includedItems.options.map((option) => {
      const id = (option.type === 'product' ? productIds : categoryIds).get(option.name);
      if (!id)
        throw new Error(`Demo service charge '${charge.name}': no ${option.type} '${option.name}'`);
      return {
        type: option.type,
        categoryId: option.type === 'category' ? id : null,
        productId: option.type === 'product' ? id : null,
        name: option.name,
        autoQuantity: option.autoQuantity,
      };
    }),
  };
}
