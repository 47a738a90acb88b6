import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DEMO_BUSINESS_IDS } from '../../../server/src/db/seed/demo-ids.ts';
import { registrationPayload } from './account-helpers.ts';
import { E2E_BASE_URL } from './env.ts';
import { atTableHeader } from './table-tokens.ts';

// ADR 034: a business's VAT mode applies to the orders placed after it changes, for everyone.
// The order with VAT added on top is placed in the global setup, before any spec runs, so no
// spec ever places an order while Ege Sofrası's mode is switched (ADR 027's tip on the total).

/** The diner of that order; the e2e server's database is new on every run. */
export const VAT_ADDED_DINER = { email: 'kdv.eklenen@example.com', password: 'gizli123' };
export const VAT_ADDED_TABLE = 'table-ege04';
/** Demlik Çay, ₺60,00 net at 10 %: two are ₺120,00 + ₺12,00 VAT. */
export const VAT_ADDED_ITEM = { name: 'Demlik Çay', quantity: 2 };

type Envelope<T> = { data: T };

async function expectOk(response: { ok(): boolean; status(): number; text(): Promise<string> }) {
  if (!response.ok()) throw new Error(`${response.status()} ${await response.text()}`);
}

async function setVatIncluded(request: APIRequestContext, token: string, includedInPrice: boolean) {
  await expectOk(
    await request.put('/api/staff/settings/tax', {
      headers: { Authorization: `Bearer ${token}` },
      data: { includedInPrice },
    }),
  );
}

export async function placeVatAddedOrder(): Promise<void> {
  const request = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const business = DEMO_BUSINESS_IDS.ege;
    const owner = await request.post('/api/staff/login', {
      data: { email: 'staff@ege.masa.app', password: 'staff1234' },
    });
    await expectOk(owner);
    const { token } = ((await owner.json()) as Envelope<{ token: string }>).data;
    const registered = await request.post('/api/customer-users/register', {
      data: {
        ...registrationPayload(VAT_ADDED_DINER.email, 'Kdv Eklenen'),
        password: VAT_ADDED_DINER.password,
      },
    });
    await expectOk(registered);
    const diner = ((await registered.json()) as Envelope<{ token: string }>).data;
    const menu = (await (
      await request.get(`/api/products/business/${business}`)
    ).json()) as Envelope<{ id: string; name: string }[]>;
    const product = menu.data.find((p) => p.name === VAT_ADDED_ITEM.name);
    if (!product) throw new Error(`no ${VAT_ADDED_ITEM.name} on the menu`);

    await setVatIncluded(request, token, false);
    try {
      await expectOk(
        await request.post('/api/orders', {
          headers: {
            Authorization: `Bearer ${diner.token}`,
            'X-App-Type': 'customer',
            ...(await atTableHeader(request, business, VAT_ADDED_TABLE)),
          },
          data: {
            businessId: business,
            tableId: VAT_ADDED_TABLE,
            items: [{ productId: product.id, quantity: VAT_ADDED_ITEM.quantity }],
            personCount: 1,
            orderType: 'immediate',
            isResponsible: true,
          },
        }),
      );
    } finally {
      await setVatIncluded(request, token, true);
    }
  } finally {
    await request.dispose();
  }
}
