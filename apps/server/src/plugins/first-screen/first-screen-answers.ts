import type { FastifyInstance } from 'fastify';
import type {
  CampaignResponse,
  CategoryResponse,
  ProductResponse,
  PublicBusiness,
  PublicTable,
} from '../../domain/menu/menu-response.ts';
import { resolveQrCode } from '../../domain/qr/resolve-qr-code.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestLanguage } from '../../i18n/request-language.ts';

/** What the menu's first screen needs, each as the API answers it (its `data`). */
export type FirstScreenAnswers = {
  business: PublicBusiness;
  categories: CategoryResponse[];
  products: ProductResponse[];
  campaigns: CampaignResponse[];
  table: PublicTable | null;
};

/** A printed table link the server already resolved as POST /qr/scan would. */
export type ResolvedLink = { link: string; businessId: string; tableId: string };

/**
 * The menu's answers for a business (and table), read through the API itself (`inject`, no
 * socket): the very bytes the app would fetch, from the menu cache and in the request's
 * language, so the page and the API can never disagree (ADR 062). Undefined when the business
 * is not an active one, or any read fails: the page is then sent as the plain app shell.
 */
export async function readFirstScreenAnswers(
  app: FastifyInstance,
  {
    businessId,
    tableId,
    language,
  }: { businessId: string; tableId: string | null; language: RequestLanguage },
): Promise<FirstScreenAnswers | undefined> {
  const id = encodeURIComponent(businessId);
  const read = async <T>(url: string): Promise<T | undefined> => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { 'accept-language': language, 'x-business-id': businessId },
    });
    if (answer.statusCode !== 200) return undefined;
    return (answer.json() as { data: T }).data;
  };
  const [business, categories, products, campaigns, table] = await Promise.all([
    read<PublicBusiness>(`/business/${id}`),
    read<CategoryResponse[]>(`/business/${id}/categories`),
    read<ProductResponse[]>(`/products/business/${id}`),
    read<CampaignResponse[]>(`/campaigns/business/${id}/public`),
    tableId === null
      ? null
      : read<PublicTable>(`/tables/${encodeURIComponent(tableId)}?business=${id}`),
  ]);
  if (!business || !categories || !products || !campaigns || table === undefined) return undefined;
  return { business, categories, products, campaigns, table };
}

/**
 * A printed table link (`/customerapp/table/{tableId}?business=…&t=…`) resolved to its table as
 * POST /qr/scan resolves the same text, so the app goes to the menu without asking; undefined
 * when it names no active table (the app then asks, and says why).
 */
export async function resolvePrintedLink(
  app: FastifyInstance,
  link: string,
): Promise<ResolvedLink | undefined> {
  try {
    const table = await resolveQrCode({ db: app.db, qrCode: `${app.config.publicUrl}${link}` });
    return { link, businessId: table.businessId, tableId: table.id };
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}
