import type { Allergen } from '@masa/core/allergens/allergen-list';
import type { OpeningHours } from '@masa/core/hours/opening-hours.schemas';
import type {
  Address,
  BusinessSettings,
  ProductExtra,
  ProductOption,
  ServiceChargeConditions,
  ServiceChargeDisplay,
} from '../schema/json-types.ts';
import type { ServiceChargeType, TableType } from '../schema/enums.ts';
import type { DemoSlug } from './demo-ids.ts';

/** The shapes the demo content is written in; seed-demo.ts turns them into rows. */

export type DemoProduct = {
  name: string;
  description: string;
  /** Kuruş, VAT included. */
  price: number;
  /** Whole percent; 10 when omitted (food). */
  vatRate?: number;
  /** An alcoholic drink, sold at 20 % VAT (ADR 092). */
  alcoholic?: boolean;
  ingredients?: string[];
  /** Codes of the fixed list (ADR 045). */
  allergens?: Allergen[];
  vegetarian?: boolean;
  vegan?: boolean;
  glutenFree?: boolean;
  /** Minutes. */
  preparationTime?: number;
  discountPercentage?: number;
  featured?: boolean;
  monthlySpecial?: boolean;
  /** Campaign text; its presence makes the product a campaign product. */
  campaign?: string;
  available?: boolean;
  options?: ProductOption[];
  extras?: ProductExtra[];
};

/** How the generated picture shows the category's products. */
export type DemoShape = 'plate' | 'bowl' | 'glass' | 'cup';

export type DemoCategory = {
  name: string;
  description: string;
  shape: DemoShape;
  /** Two colours of the picture's background gradient. */
  colors: [string, string];
  products: DemoProduct[];
};

export type DemoTable = { number: number; name: string; seats: number; type: TableType };

export type DemoCampaign = {
  title: string;
  description: string;
  type: string;
  discountType: 'percentage' | 'fixed';
  discountValue: number;
  minOrderAmount: number;
  campaignCode: string;
  /** Days from the seeding moment. */
  endsInDays: number;
};

/** An included item names its product or category; seed-demo resolves the id. */
export type DemoIncludedOption = {
  type: 'category' | 'product';
  name: string;
  autoQuantity: boolean;
};

export type DemoServiceCharge = {
  type: ServiceChargeType;
  name: string;
  description: string;
  calculation: 'per_person' | 'per_order' | 'percentage';
  value: number;
  vatRate: number;
  applyOn: 'session_start' | 'every_order';
  conditions?: ServiceChargeConditions;
  display: ServiceChargeDisplay;
  includedItems?: { totalQuantity: number; options: DemoIncludedOption[] };
};

export type DemoBusiness = {
  slug: DemoSlug;
  name: string;
  /** Short line drawn on the cover. */
  tagline: string;
  description: string;
  address: Address;
  phone: string;
  email: string;
  settings: BusinessSettings;
  /** Istanbul time, a period a weekday (issue 20). */
  openingHours: OpeningHours;
  /** Colours of the logo and cover. */
  theme: { from: string; to: string; accent: string };
  staffName: string;
  tables: DemoTable[];
  categories: DemoCategory[];
  campaigns: DemoCampaign[];
  serviceCharges: DemoServiceCharge[];
};
