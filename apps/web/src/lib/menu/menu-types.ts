import type {
  CampaignResponse,
  CategoryResponse,
  ProductResponse,
  PublicBusiness,
  PublicTable,
} from '@masa/core/menu/menu.schemas';

// The menu's JSON (001 §3 Business, Table, Category, Product, Campaign), inferred from the
// schemas in core that the server answers with. Money is integer kuruş; VAT rates are fractions.

export type MenuProduct = ProductResponse;
export type MenuProductOption = MenuProduct['options'][number];
export type MenuCategory = CategoryResponse;
export type MenuBusiness = PublicBusiness;
export type MenuTable = PublicTable;
export type MenuCampaign = CampaignResponse;
