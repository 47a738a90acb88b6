// The menu editor's requests and answers (issue 17 §1): categories and products as owners and
// managers write them. The server validates with these schemas and the staff app checks its
// forms with them, so a message under a field is the one the server would send.
import { z } from 'zod';
import type { RuleId } from '../i18n/rule-text.ts';
import { FISCAL_MESSAGES } from '../fiscal/fiscal.schemas.ts';
import { COURSE_MESSAGE, COURSES } from '../orders/courses.ts';
import { ALLERGENS } from '../allergens/allergen-list.ts';
import { allergenListSchema } from '../allergens/allergens.schemas.ts';

/** The VAT rates of Turkey's KDV law, whole percent; food is 10, most drinks 20 (001 §9). */
export const VAT_RATES = [0, 1, 10, 20] as const;

/** Kuruş: at most 100,000 ₺ for a dish, 10,000 ₺ for an option or an extra. */
export const MAX_PRODUCT_PRICE = 10_000_000;
export const MAX_CHOICE_PRICE = 1_000_000;
/** A product photo upload, before it is re-encoded. */
export const PRODUCT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const MENU_EDITOR_MESSAGES = {
  categoryName: 'rules.menu.categoryName',
  categoryDescription: 'rules.menu.categoryDescription',
  /** The business's English texts (ADR 046): optional, each shown to an English phone. */
  categoryNameEn: 'rules.menu.categoryNameEn',
  productNameEn: 'rules.menu.productNameEn',
  station: 'rules.menu.station',
  active: 'rules.menu.active',
  nothingToChange: 'rules.menu.nothingToChange',
  categoryOrder: 'rules.menu.categoryOrder',
  categoryId: 'rules.menu.categoryId',
  productName: 'rules.menu.productName',
  description: 'rules.menu.description',
  price: 'rules.menu.price',
  vatRate: FISCAL_MESSAGES.vatRate, // a rule text (ADR 117), the fiscal bridge's words
  discount: 'rules.menu.discount',
  listItems: 'rules.menu.listItems',
  preparationTime: 'rules.menu.preparationTime',
  flag: 'rules.menu.flag',
  campaignDate: 'rules.menu.campaignDate',
  campaignOrder: 'rules.menu.campaignOrder',
  campaignDescription: 'rules.menu.campaignDescription',
  groups: 'rules.menu.groups',
  groupName: 'rules.menu.groupName',
  groupNameTaken: 'rules.menu.groupNameTaken',
  choices: 'rules.menu.choices',
  choiceName: 'rules.menu.choiceName',
  /** ADR 060: optional, like their Turkish twins' lengths. */
  groupNameEn: 'rules.menu.groupNameEn',
  choiceNameEn: 'rules.menu.choiceNameEn',
  choiceNameTaken: 'rules.menu.choiceNameTaken',
  choicePrice: 'rules.menu.choicePrice',
  extraNameTaken: 'rules.menu.extraNameTaken',
} as const satisfies Record<string, RuleId>;
const M = MENU_EDITOR_MESSAGES;

const text = (message: string, min: number, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);
const flag = z.boolean({ error: M.flag });
const kurus = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);
const distinct = (names: string[]) => new Set(names.map((n) => n.toLocaleLowerCase('tr'))).size;

const categoryName = text(M.categoryName, 1, 60);
const categoryDescription = z
  .string({ error: M.categoryDescription })
  .trim()
  .max(300, M.categoryDescription);
const station = text(M.station, 1, 40);
/** An English text may be empty: the Turkish is shown in English then (ADR 046). */
const categoryNameEn = text(M.categoryNameEn, 0, 60);
const active = z.boolean({ error: M.active });
/** The course its dishes go in when a waiter names none (issue 31, ADR 070); null: mains. */
const defaultCourse = z
  .enum(COURSES, { error: COURSE_MESSAGE })
  .nullable()
  .describe("The course a waiter's line of its dishes goes in by default; null: main.");

/** POST /api/staff/categories. */
export const createCategoryBody = z.object(
  {
    name: categoryName,
    description: categoryDescription.default(''),
    nameEn: categoryNameEn.default(''),
    descriptionEn: categoryDescription.default(''),
    station: station.default('Mutfak'),
    defaultCourse: defaultCourse.default(null),
    active: active.default(true),
  },
  { error: M.categoryName },
);

/** PATCH /api/staff/categories/{id}: rename, describe, move to a station, (de)activate. */
export const updateCategoryBody = z
  .object(
    {
      name: categoryName.optional(),
      description: categoryDescription.optional(),
      nameEn: categoryNameEn.optional(),
      descriptionEn: categoryDescription.optional(),
      station: station.optional(),
      defaultCourse: defaultCourse.optional(),
      active: active.optional(),
    },
    { error: M.nothingToChange },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), M.nothingToChange);

/**
 * PUT /api/staff/categories/order: the business's categories, first to last; one not named (added
 * elsewhere meanwhile) follows the named ones.
 */
export const categoryOrderBody = z.object(
  {
    categoryIds: z
      .array(z.string({ error: M.categoryOrder }).regex(/^[0-9a-f]{24}$/, M.categoryOrder), {
        error: M.categoryOrder,
      })
      .min(1, M.categoryOrder)
      .max(200, M.categoryOrder)
      .refine((ids) => new Set(ids).size === ids.length, M.categoryOrder),
  },
  { error: M.categoryOrder },
);

const choiceName = text(M.choiceName, 1, 40);
const choiceNameEn = text(M.choiceNameEn, 0, 40).default('');
const choicePrice = kurus(M.choicePrice, MAX_CHOICE_PRICE);
/** A choice or an extra: its Turkish name is what carts send back; its English is shown. */
const namedPrice = (error: string) =>
  z.object({ name: choiceName, nameEn: choiceNameEn, price: choicePrice }, { error });

export const optionGroupBody = z
  .object(
    {
      name: text(M.groupName, 1, 40),
      nameEn: text(M.groupNameEn, 0, 40).default(''),
      required: flag.default(false),
      multiple: flag.default(false),
      choices: z
        .array(namedPrice(M.choices), {
          error: M.choices,
        })
        .min(1, M.choices)
        .max(20, M.choices),
    },
    { error: M.groupName },
  )
  .refine((group) => distinct(group.choices.map((c) => c.name)) === group.choices.length, {
    message: M.choiceNameTaken,
    path: ['choices'],
  });
export type OptionGroupBody = z.infer<typeof optionGroupBody>;

const listItems = z
  .array(text(M.listItems, 1, 60), { error: M.listItems })
  .max(30, M.listItems)
  .default([]);
const day = z
  .string({ error: M.campaignDate })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, M.campaignDate);

/**
 * POST /api/staff/products and PUT /api/staff/products/{id}: a product with every field the
 * diner's menu shows (001 §3 Product). Prices in kuruş, VAT and discount in whole percent,
 * campaign dates as Istanbul days (the campaign runs from the start of the first to the end of
 * the last). A product is written whole or not at all.
 */
export const productBody = z
  .object(
    {
      categoryId: z.string({ error: M.categoryId }).regex(/^[0-9a-f]{24}$/, M.categoryId),
      name: text(M.productName, 1, 80),
      description: z.string({ error: M.description }).trim().max(1000, M.description).default(''),
      nameEn: text(M.productNameEn, 0, 80).default(''),
      descriptionEn: z.string({ error: M.description }).trim().max(1000, M.description).default(''),
      price: kurus(M.price, MAX_PRODUCT_PRICE),
      vatRate: z
        .number({ error: M.vatRate })
        .refine((rate) => (VAT_RATES as readonly number[]).includes(rate), M.vatRate),
      discountPercentage: z
        .number({ error: M.discount })
        .int(M.discount)
        .min(0, M.discount)
        .max(100, M.discount)
        .default(0),
      ingredients: listItems,
      ingredientsEn: listItems,
      allergens: allergenListSchema.default([]),
      isVegetarian: flag.default(false),
      isVegan: flag.default(false),
      isGlutenFree: flag.default(false),
      /** An alcoholic drink: sold at 20 % VAT whatever vatRate says (ADR 092). */
      alcoholic: flag.default(false),
      preparationTime: z
        .number({ error: M.preparationTime })
        .int(M.preparationTime)
        .min(1, M.preparationTime)
        .max(240, M.preparationTime)
        .nullable()
        .default(null),
      isFeatured: flag.default(false),
      isMonthlySpecial: flag.default(false),
      isCampaign: flag.default(false),
      campaignStartDate: day.nullable().default(null),
      campaignEndDate: day.nullable().default(null),
      campaignDescription: z
        .string({ error: M.campaignDescription })
        .trim()
        .max(300, M.campaignDescription)
        .nullable()
        .default(null),
      options: z.array(optionGroupBody, { error: M.groups }).max(10, M.groups).default([]),
      extras: z
        .array(namedPrice(M.choiceName), {
          error: M.groups,
        })
        .max(30, M.groups)
        .default([]),
      active: active.default(true),
    },
    { error: M.productName },
  )
  .refine(
    (p) => !p.campaignStartDate || !p.campaignEndDate || p.campaignEndDate >= p.campaignStartDate,
    { message: M.campaignOrder, path: ['campaignEndDate'] },
  )
  .refine((p) => distinct(p.options.map((o) => o.name)) === p.options.length, {
    message: M.groupNameTaken,
    path: ['options'],
  })
  .refine((p) => distinct(p.extras.map((e) => e.name)) === p.extras.length, {
    message: M.extraNameTaken,
    path: ['extras'],
  });
export type ProductBody = z.infer<typeof productBody>;
export type ProductBodyInput = z.input<typeof productBody>;

const imageVariant = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A category as the menu editor lists it. */
export const editorCategoryResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  nameEn: z.string(),
  descriptionEn: z.string(),
  station: z.string(),
  defaultCourse: z.enum(COURSES).nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type EditorCategory = z.infer<typeof editorCategoryResponse>;

/** A product as the menu editor edits it: the body's fields plus what the server keeps. */
export const editorProductResponse = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string(),
  nameEn: z.string(),
  descriptionEn: z.string(),
  price: z.number().int().describe('Kuruş'),
  vatRate: z.number().int().describe('Whole percent'),
  discountPercentage: z.number().int(),
  ingredients: z.array(z.string()),
  ingredientsEn: z.array(z.string()),
  allergens: z.array(z.enum(ALLERGENS)),
  isVegetarian: z.boolean(),
  isVegan: z.boolean(),
  isGlutenFree: z.boolean(),
  alcoholic: z.boolean().describe('Sold at 20 % VAT whatever vatRate says (ADR 092).'),
  preparationTime: z.number().int().nullable(),
  isFeatured: z.boolean(),
  isMonthlySpecial: z.boolean(),
  isCampaign: z.boolean(),
  campaignStartDate: z.string().nullable().describe('YYYY-MM-DD, Istanbul'),
  campaignEndDate: z.string().nullable().describe('YYYY-MM-DD, Istanbul'),
  campaignDescription: z.string().nullable(),
  options: z.array(
    z.object({
      name: z.string(),
      nameEn: z.string(),
      required: z.boolean(),
      multiple: z.boolean(),
      choices: z.array(z.object({ name: z.string(), nameEn: z.string(), price: z.number().int() })),
    }),
  ),
  extras: z.array(z.object({ name: z.string(), nameEn: z.string(), price: z.number().int() })),
  active: z.boolean(),
  isAvailable: z.boolean(),
  imageUrl: z.string().nullable(),
  imageVariants: z.array(imageVariant),
  sortOrder: z.number().int(),
});
export type EditorProduct = z.infer<typeof editorProductResponse>;

/** GET /api/staff/menu. */
export const editorMenuResponse = z.object({
  categories: z.array(editorCategoryResponse),
  products: z.array(editorProductResponse),
});
export type EditorMenu = z.infer<typeof editorMenuResponse>;
