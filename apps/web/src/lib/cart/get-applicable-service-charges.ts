import type { ServiceChargeCalculation } from '@masa/core/money/service-charge';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { TIMEOUTS } from '../api/api-config.ts';
import { contentText } from '../../i18n/content-name.ts';

/** 001 §3 Service-charge definition, as the applicable call answers it. Money in kuruş. */
export type ServiceCharge = {
  id: string;
  type: string;
  name: string;
  description: string;
  /** The English the business gave ('' when none): see chargeIn (ADR 061). */
  nameEn?: string;
  descriptionEn?: string;
  calculation: ServiceChargeCalculation;
  value: number;
  calculatedAmount: number;
  /** Fraction: 0.1 is 10 %. A charge is taxed like a line at its own rate. */
  vatRate: number;
  includedItems: {
    totalQuantity: number;
    options: {
      type: 'category' | 'product';
      category: string | null;
      product: string | null;
      name: string;
    }[];
  } | null;
};

export type ServiceChargeQuery = {
  businessId: string;
  tableId: string;
  /** Kuruş: the items' subtotal. */
  orderAmount: number;
  personCount: number;
  /** The server charges by the signed-in account's kind; the preview asks for the same. */
  customerType: 'guest' | 'customer';
};

/**
 * GET /service-charges/business/{businessId}/applicable (001 §7; the path is ours): the
 * charges a new order at this table gets, with their amounts.
 */
export async function getApplicableServiceCharges(q: ServiceChargeQuery, signal?: AbortSignal) {
  const charges = await api.get<ServiceCharge[]>(
    `/service-charges/business/${encodeURIComponent(q.businessId)}/applicable`,
    {
      query: {
        tableId: q.tableId,
        applyOn: 'session_start',
        orderAmount: q.orderAmount,
        personCount: q.personCount,
        customerType: q.customerType,
        hasReservation: false,
      },
      timeout: TIMEOUTS.default,
      ...(signal ? { signal } : {}),
    },
  );
  return charges.map(chargeIn);
}

/** The kuver's name and text in the page's language, where the business gave the English. */
const chargeIn = (charge: ServiceCharge): ServiceCharge => ({
  ...charge,
  name: contentText(charge.name, charge.nameEn),
  description: contentText(charge.description, charge.descriptionEn),
});

export const getApplicableServiceChargesQueryOptions = (q: ServiceChargeQuery) =>
  queryOptions({
    queryKey: ['service-charges', q],
    queryFn: ({ signal }) => getApplicableServiceCharges(q, signal),
  });

/** Keeps the last list on screen while the amounts for a new person count load. */
export const useApplicableServiceCharges = (q: ServiceChargeQuery | null) =>
  useQuery({
    ...getApplicableServiceChargesQueryOptions(
      q ?? { businessId: '', tableId: '', orderAmount: 0, personCount: 1, customerType: 'guest' },
    ),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
