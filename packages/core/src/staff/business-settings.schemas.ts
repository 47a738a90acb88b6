// Service settings (issue 17 §4): the business's profile, accepted payment methods, VAT mode,
// the board's age thresholds, service charges, campaigns and kitchen-display stations. One
// place for the server, which validates with these, and the staff app, which shows the same
// Turkish messages under its fields.
import { z } from 'zod';
import type { RuleId } from '../i18n/rule-text.ts';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';
import { FISCAL_MESSAGES, fiscalAdapterSchema } from '../fiscal/fiscal.schemas.ts';
import { openingHoursSchema } from '../hours/opening-hours.schemas.ts';
import { SERVICE_CHARGE_CALCULATIONS, SERVICE_CHARGE_TYPES } from '../money/service-charge.ts';
import { isCalendarDay } from '../reports/report-days.ts';

export const SETTINGS_MESSAGES = {
  name: 'rules.settings.name',
  phone: 'rules.settings.phone',
  // The account forms' sentences, core's rule texts (ADR 117): said in the reader's language.
  email: AUTH_MESSAGES.emailInvalid,
  street: 'rules.settings.street',
  city: 'rules.settings.city',
  district: 'rules.settings.district',
  zipCode: 'rules.settings.zipCode',
  flag: 'rules.settings.flag',
  noPaymentMethod: 'rules.settings.noPaymentMethod',
  minutes: 'rules.settings.minutes',
  redAfterAmber: 'rules.settings.redAfterAmber',
  chargeName: 'rules.settings.chargeName',
  /** ADR 060: the English twins are optional ('' shows the Turkish), as long as the Turkish. */
  chargeNameEn: 'rules.settings.chargeNameEn',
  campaignTitleEn: 'rules.settings.campaignTitleEn',
  calculation: 'rules.settings.calculation',
  declared: 'rules.settings.declared',
  chargeType: 'rules.settings.chargeType',
  amount: 'rules.settings.amount',
  percent: 'rules.settings.percent',
  vatRate: FISCAL_MESSAGES.vatRate,
  campaignTitle: 'rules.settings.campaignTitle',
  description: 'rules.settings.description',
  discountType: 'rules.settings.discountType',
  code: 'rules.settings.code',
  date: 'rules.settings.date',
  endBeforeStart: 'rules.settings.endBeforeStart',
  station: 'rules.settings.station',
  noCategories: 'rules.settings.noCategories',
  categoryId: 'rules.settings.categoryId',
} as const satisfies Record<string, RuleId>;
const M = SETTINGS_MESSAGES;

const flag = z.boolean({ error: M.flag });
const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);
/** Turkish numbers with or without +90 or 0, spaces, dashes and brackets: 10 digits after. */
const phone = z
  .string({ error: M.phone })
  .trim()
  .refine((value) => /^(?:\+90|0)?\d{10}$/.test(value.replace(/[\s()-]/g, '')), M.phone);

/** PUT /api/staff/settings/profile. Logo and cover are uploaded elsewhere (image module). */
export const businessProfileBody = z.object(
  {
    name: text(2, 80, M.name),
    phone,
    email: z.union([z.literal(''), z.email({ error: M.email }).max(120, M.email)], {
      error: M.email,
    }),
    address: z.object(
      {
        street: text(3, 200, M.street),
        city: text(2, 60, M.city),
        state: text(0, 60, M.district),
        zipCode: z
          .string({ error: M.zipCode })
          .trim()
          .regex(/^\d{5}$/, M.zipCode),
      },
      { error: M.street },
    ),
  },
  { error: M.name },
);
export type BusinessProfile = z.infer<typeof businessProfileBody>;

/** PUT /api/staff/settings/payment: the flags of 001 §3 Business settings. */
export const paymentSettingsBody = z
  .object(
    {
      acceptCash: flag,
      acceptCreditCard: flag,
      acceptOnlinePayment: flag,
      acceptSodexo: flag,
      acceptMutlinet: flag,
    },
    { error: M.flag },
  )
  .refine((flags) => Object.values(flags).some(Boolean), { message: M.noPaymentMethod });
export type PaymentSettings = z.infer<typeof paymentSettingsBody>;

/** PUT /api/staff/settings/tax: whether menu prices include VAT (ADR 034: new orders only). */
export const taxSettingsBody = z.object({ includedInPrice: flag }, { error: M.flag });

const minutes = z.number({ error: M.minutes }).int(M.minutes).min(1, M.minutes).max(240, M.minutes);
/** PUT /api/staff/settings/board: an order's card turns amber, then red, after these minutes. */
export const boardSettingsBody = z
  .object({ amberMinutes: minutes, redMinutes: minutes }, { error: M.minutes })
  .refine((board) => board.redMinutes > board.amberMinutes, {
    message: M.redAfterAmber,
    path: ['redMinutes'],
  });
export type BoardSettings = z.infer<typeof boardSettingsBody>;
export const DEFAULT_BOARD_SETTINGS: BoardSettings = { amberMinutes: 10, redMinutes: 20 };

export const VAT_RATES = [0, 1, 10, 20] as const;
const vatRate = z
  .number({ error: M.vatRate })
  .refine((rate) => (VAT_RATES as readonly number[]).includes(rate), M.vatRate);

/**
 * POST /api/staff/settings/service-charges and PATCH …/{id}: a kuver per person, a charge per
 * order (kuruş) or a percentage of the order (whole percent).
 */
export const serviceChargeBody = z
  .object(
    {
      name: text(2, 60, M.chargeName),
      description: text(0, 300, M.description).default(''),
      nameEn: text(0, 60, M.chargeNameEn).default(''),
      descriptionEn: text(0, 300, M.description).default(''),
      calculation: z.enum(SERVICE_CHARGE_CALCULATIONS, { error: M.calculation }),
      /**
       * 001 §3's kind; absent: a new per-person charge is a cover_charge, any other a
       * service_charge, and a change keeps the kind it had. Service, table and cover charges
       * (and their likes) need the article-51 declaration (ADR 092).
       */
      type: z.enum(SERVICE_CHARGE_TYPES, { error: M.chargeType }).optional(),
      value: z.number({ error: M.amount }).int(M.amount).min(0, M.amount).max(10_000_000, M.amount),
      vatRate,
      active: flag.default(true),
    },
    { error: M.chargeName },
  )
  .refine((charge) => charge.calculation !== 'percentage' || charge.value <= 100, {
    message: M.percent,
    path: ['value'],
  });
export type ServiceChargeSettings = z.infer<typeof serviceChargeBody>;
export const serviceChargeSettingsResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  nameEn: z.string(),
  descriptionEn: z.string(),
  calculation: z.enum(SERVICE_CHARGE_CALCULATIONS),
  type: z.enum(SERVICE_CHARGE_TYPES),
  value: z.number().int().describe('Kuruş, or a whole percent for percentage.'),
  vatRate: z.number().int(),
  active: z.boolean(),
});

const day = z.string({ error: M.date }).refine(isCalendarDay, M.date);
/** POST /api/staff/settings/campaigns and PATCH …/{id} (001 §3 Campaign). */
export const campaignBody = z
  .object(
    {
      title: text(2, 80, M.campaignTitle),
      description: text(0, 300, M.description).default(''),
      titleEn: text(0, 80, M.campaignTitleEn).default(''),
      descriptionEn: text(0, 300, M.description).default(''),
      discountType: z.enum(['percentage', 'fixed'], { error: M.discountType }),
      discountValue: z
        .number({ error: M.amount })
        .int(M.amount)
        .min(0, M.amount)
        .max(10_000_000, M.amount),
      minOrderAmount: z
        .number({ error: M.amount })
        .int(M.amount)
        .min(0, M.amount)
        .max(10_000_000, M.amount)
        .default(0),
      campaignCode: z
        .string({ error: M.code })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9-]{3,20}$/, M.code)
        .nullable()
        .default(null),
      startDate: day.nullable().default(null),
      endDate: day.nullable().default(null),
      active: flag.default(true),
    },
    { error: M.campaignTitle },
  )
  .refine((c) => c.discountType !== 'percentage' || c.discountValue <= 100, {
    message: M.percent,
    path: ['discountValue'],
  })
  .refine((c) => !c.startDate || !c.endDate || c.endDate >= c.startDate, {
    message: M.endBeforeStart,
    path: ['endDate'],
  });
export type CampaignSettings = z.input<typeof campaignBody>;
export const campaignSettingsResponse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  titleEn: z.string(),
  descriptionEn: z.string(),
  discountType: z.enum(['percentage', 'fixed']),
  discountValue: z.number().int(),
  minOrderAmount: z.number().int(),
  campaignCode: z.string().nullable(),
  startDate: z.string().nullable().describe('YYYY-MM-DD, Istanbul day'),
  endDate: z.string().nullable().describe('YYYY-MM-DD, Istanbul day (inclusive)'),
  active: z.boolean(),
});

/** PUT /api/staff/settings/stations: the kitchen-display station of each category. */
export const stationsBody = z.object(
  {
    categories: z
      .array(
        z.object({
          categoryId: z.string({ error: M.categoryId }).min(1, M.categoryId).max(64, M.categoryId),
          station: text(1, 30, M.station),
        }),
        { error: M.noCategories },
      )
      .min(1, M.noCategories)
      .max(200, M.noCategories),
  },
  { error: M.noCategories },
);
export const categoryStationResponse = z.object({
  id: z.string(),
  name: z.string(),
  station: z.string(),
});

/** GET /api/staff/settings: everything the settings screen edits. */
/**
 * The owner's declaration that the business applies İş Kanunu article 51's "yüzde" (ADR 092):
 * who and when, null when not declared. Only with it may a service, table or cover charge be on.
 */
export const article51Response = z
  .object({ declaredAt: z.string().describe('ISO 8601'), declaredBy: z.string() })
  .nullable();
export type Article51 = z.infer<typeof article51Response>;
/** PUT /api/staff/settings/article-51 (owners only). */
export const article51Body = z.object(
  { declared: z.boolean({ error: M.declared }) },
  { error: M.declared },
);

export const staffSettingsResponse = z.object({
  profile: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.object({
      street: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
    }),
    logo: z.string().nullable(),
    coverImage: z.string().nullable(),
  }),
  payment: z.object({
    acceptCash: z.boolean(),
    acceptCreditCard: z.boolean(),
    acceptOnlinePayment: z.boolean(),
    acceptSodexo: z.boolean(),
    acceptMutlinet: z.boolean(),
  }),
  tax: z.object({ includedInPrice: z.boolean() }),
  /** How payments reach the fiscal register (issue 35 §4, ADR 093). */
  fiscal: z.object({ adapter: fiscalAdapterSchema }),
  board: z.object({ amberMinutes: z.number().int(), redMinutes: z.number().int() }),
  serviceCharges: z.array(serviceChargeSettingsResponse),
  article51: article51Response,
  campaigns: z.array(campaignSettingsResponse),
  categories: z.array(categoryStationResponse),
  /** Every day 00:00–24:00 when the owner set none (issue 20). */
  openingHours: openingHoursSchema,
});
export type StaffSettings = z.infer<typeof staffSettingsResponse>;
