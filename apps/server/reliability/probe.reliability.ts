import { it } from 'vitest';
import { createWorld } from './support/world.ts';
const world = await createWorld();
it('probe', async () => {
  const h = world.customer;
  const tries: [string, string, object?][] = [
    ['GET', '/api/orders/user?before=2026-99-99T99:99:99Z_6650f1c2a4b3d5e6f7a8b901'],
    ['GET', '/api/orders/user?before=9999999-01-01T00:00:00Z_6650f1c2a4b3d5e6f7a8b901'],
    ['GET', '/api/orders/user?status=a&status=b'],
    ['GET', '/api/orders/user?limit=1&limit=2'],
    ['GET', '/api/staff/orders?limit=1&limit=2'],
    [
      'POST',
      '/api/orders',
      {
        businessId: '6650f1c2a4b3d5e6f7a8b901',
        tableId: 'table-bogaz01',
        items: [{ productId: world.cay.id, quantity: 1 }],
        orderType: 'scheduled',
        scheduledFor: '+275760-09-13T00:00:00.000Z',
      },
    ],
    [
      'POST',
      '/api/orders',
      {
        businessId: '6650f1c2a4b3d5e6f7a8b901',
        tableId: 'table-bogaz01',
        items: [{ productId: world.cay.id, quantity: 1 }],
        orderType: 'scheduled',
        scheduledFor: '2026-13-45T99:99:99Z',
      },
    ],
    [
      'POST',
      '/api/orders',
      {
        businessId: '6650f1c2a4b3d5e6f7a8b901',
        tableId: 'table-bogaz01',
        items: [{ productId: world.cay.id, quantity: 1 }],
        orderType: 'scheduled',
        scheduledFor: '275760-09-13',
      },
    ],
    [
      'POST',
      '/api/orders',
      {
        businessId: '6650f1c2a4b3d5e6f7a8b901',
        tableId: 'table-bogaz01',
        items: [{ productId: world.cay.id, quantity: 1 }],
        orderType: 'scheduled',
        scheduledFor: '9999-12-31T23:59:59.999Z',
      },
    ],
  ];
  for (const [method, url, payload] of tries) {
    const res = await world.app.inject({
      method: method as 'GET',
      url,
      headers: h,
      ...(payload ? { payload } : {}),
    });
    console.log(res.statusCode, url, res.body.slice(0, 200));
  }
  const staff = world.bogaz.owner;
  for (const url of [
    '/api/staff/orders?limit=1&limit=2',
    '/api/staff/orders?status=a&status=b',
    '/api/staff/messages?orderId=x&orderId=y',
    '/api/reviews?business=6650f1c2a4b3d5e6f7a8b901&business=6650f1c2a4b3d5e6f7a8b902',
    '/api/products?business=6650f1c2a4b3d5e6f7a8b901&business=x',
    '/api/tables?business=6650f1c2a4b3d5e6f7a8b901&business=6650f1c2a4b3d5e6f7a8b901',
  ]) {
    const res = await world.app.inject({ url, headers: staff });
    console.log(res.statusCode, url, res.body.slice(0, 200));
  }
});
