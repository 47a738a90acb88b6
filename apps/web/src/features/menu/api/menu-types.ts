/**
 * The menu's JSON as the server sends it (001 §3 Business, Table, Category, Product, Campaign).
 * All money is integer kuruş; VAT rates are fractions (0.1 is 10 %). Only the fields the app
 * reads are listed.
 */

export type MenuProductOption = {
  name: string;
  required: boolean;
  multiple: boolean;
  choices: { name: string; price: number }[];
};

export type MenuProduct = {
  id: string;
  businessId: string;
  categoryId: string;
  name: string;
  description: string;
  price: number;
  discountedPrice: number;
  discountPercentage: number;
  vatRate: number;
  isAvailable: boolean;
  ingredients: string[];
  allergens: string[];
  isVegetarian: boolean;
  isVegan: boolean;
  isGlutenFree: boolean;
  preparationTime: number | null;
  imageUrl: string | null;
  ratingAverage: number;
  ratingCount: number;
  isFeatured: boolean;
  isMonthlySpecial: boolean;
  isCampaign: boolean;
  campaignDescription: string | null;
  options: MenuProductOption[];
  extras: { name: string; price: number }[];
};

export type MenuCategory = { id: string; name: string; description: string };

export type MenuBusiness = {
  id: string;
  name: string;
  description: string;
  address: { street: string; city: string; state: string; zipCode: string; country: string };
  phone: string;
  logo: string | null;
  coverImage: string | null;
  rating: number;
  ratingCount: number;
};

export type MenuTable = { id: string; name: string; number: number; seats: number };

export type MenuCampaign = {
  id: string;
  title: string;
  description: string;
  campaignCode: string | null;
};
