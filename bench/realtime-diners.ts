import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { createDb } from '../apps/server/src/db/client.ts';
import { orders, staffAccounts, tableSessions, users } from '../apps/server/src/db/schema/index.ts';
import { signAccessToken } from '../apps/server/src/lib/access-token.ts';
import { newId } from '../apps/server/src/lib/ids.ts';

export type Diner = { userId: string; orderId: string; token: string };

/** A statement carries at most 65,535 parameters: 10,000 diners' rows go in slices of 2,000. */
const inChunks = <T>(rows: T[], size = 2000): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, n) =>
    rows.slice(n * size, (n + 1) * size),
  );

/**
 * `count` diners, each a customer with an open order at one table (a banquet table, so every
 * diner may join its room), and a staff token of that table's business. Written straight into
 * the database; the tokens are signed with the servers' JWT_SECRET.
 */
export async function seedDiners({
  url,
  secret,
  count,
  businessId,
  tableId,
}: {
  url: string;
  secret: string;
  count: number;
  businessId: string;
  tableId: string;
}): Promise<{ diners: Diner[]; staffToken: string }> {
  const db = createDb(url, { max: 2 });
  try {
    const userRows = Array.from({ length: count }, (_, i) => ({
      id: newId(),
      name: `Bench ${i + 1}`,
      inviteCode: `BENCH${String(i).padStart(5, '0')}`,
    }));
    for (const rows of inChunks(userRows)) await db.insert(users).values(rows);
    // Every order is in a sitting, and a diner hears the table only while hers lasts (ADR 049).
    const [current] = await db
      .select({ id: tableSessions.id })
      .from(tableSessions)
      .where(and(eq(tableSessions.tableId, tableId), eq(tableSessions.status, 'active')))
      .limit(1);
    const sittingId = current?.id ?? newId();
    if (!current) await db.insert(tableSessions).values({ id: sittingId, tableId, businessId });
    const orderRows = userRows.map((user, i) => ({
      id: newId(),
      orderNumber: 100_000 + i,
      businessId,
      tableId,
      tableSessionId: sittingId,
      userId: user.id,
      customerName: user.name,
    }));
    for (const rows of inChunks(orderRows)) await db.insert(orders).values(rows);
    const [staff] = await db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.businessId, businessId));
    if (!staff) throw new Error('the business has no staff account');
    const options = { secret, ttlSeconds: 3600, now: new Date() };
    const staffToken = await signAccessToken(
      { kind: 'staff', staffId: staff.id, businessId, role: staff.role },
      options,
    );
    const diners = await Promise.all(
      userRows.map(async (user, i) => ({
        userId: user.id,
        orderId: orderRows[i]!.id,
        token: await signAccessToken(
          { kind: 'customer', userId: user.id, role: 'customer', isGuest: false },
          options,
        ),
      })),
    );
    return { diners, staffToken };
  } finally {
    await db.$client.end();
  }
}

/** A diner's order of one unit of a product, as the app sends it from a scanned table. */
export function placeDinerOrder({
  url,
  token,
  table,
  businessId,
  productId,
  signal,
}: {
  url: string;
  token: string;
  table: { id: string; accessToken: string };
  businessId: string;
  productId: string;
  signal?: AbortSignal;
}): Promise<Response> {
  return fetch(`${url}/api/orders`, {
    method: 'POST',
    signal,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-table-token': table.accessToken,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      businessId,
      tableId: table.id,
      personCount: 1,
      items: [{ productId, quantity: 1 }],
    }),
  });
}

/**
 * Connects diner i to urls[i % urls.length] over websocket and joins the table's room: one
 * table for all, or `tableId(i)` for diner i.
 */
export async function connectDiners(
  diners: Pick<Diner, 'token'>[],
  urls: string[],
  tableId: string | ((diner: number) => string),
): Promise<Socket[]> {
  const tableOf = typeof tableId === 'string' ? () => tableId : tableId;
  const sockets: Socket[] = [];
  const batch = 50;
  for (let start = 0; start < diners.length; start += batch) {
    const group = diners.slice(start, start + batch);
    const opened = await Promise.all(
      group.map(async (diner, j) => {
        const socket = connect(urls[(start + j) % urls.length]!, {
          path: '/socket.io',
          transports: ['websocket'],
          auth: { token: diner.token, userType: 'customer', appType: 'customer' },
          forceNew: true,
        });
        await new Promise<void>((resolve, reject) => {
          socket.once('room:joined', () => resolve());
          socket.once('room:refused', (r: unknown) => reject(new Error(JSON.stringify(r))));
          socket.once('connect_error', reject);
          socket.once('connect', () => socket.emit('join:table', { tableId: tableOf(start + j) }));
        });
        return socket;
      }),
    );
    sockets.push(...opened);
  }
  return sockets;
}
