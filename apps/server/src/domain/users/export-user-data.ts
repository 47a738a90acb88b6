import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  orderItems,
  orderMessages,
  orders,
  payments,
  qrScans,
  refreshTokens,
  reviews,
  tableSessionDiners,
  waiterCalls,
} from '../../db/schema/index.ts';
import { getUser } from './get-user.ts';

/**
 * GET /users/me/export (issue 35 §5, KVKK 6698 art. 11, docs/decisions/090-…): everything the
 * server keeps about the signed-in customer, as one JSON document: the profile (never the
 * password hash), the orders with their lines and payments, reviews, favourites, consents, the
 * sessions' metadata (never a token or its hash), table joins, scans, waiter calls and messages.
 * Every query is bounded by the customer's own id, and an order leaves out the allergy notes of
 * the others at the table (`partyAvoidedAllergens`, health data of theirs) and the waiter's
 * name: nothing of another person is in it.
 */
export async function exportUserData({ db, userId }: { db: Db; userId: string }) {
  const user = await getUser({ db, userId });
  const { passwordHash, googleSubject, appleSubject, ...profile } = user;
  const myOrders = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt));
  const orderIds = myOrders.map((order) => order.id);
  const [lines, paid] = orderIds.length
    ? await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)),
        db.select().from(payments).where(inArray(payments.orderId, orderIds)),
      ])
    : [[], []];
  const [myReviews, sessions, joins, scans, calls, messages] = await Promise.all([
    db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.createdAt)),
    db
      .select({
        sessionId: refreshTokens.familyId,
        issuedAt: refreshTokens.createdAt,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
        userAgent: refreshTokens.userAgent,
      })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.subjectType, 'customer'), eq(refreshTokens.subjectId, userId)))
      .orderBy(asc(refreshTokens.createdAt)),
    db
      .select({
        tableSessionId: tableSessionDiners.tableSessionId,
        name: tableSessionDiners.name,
        joinedAt: tableSessionDiners.joinedAt,
      })
      .from(tableSessionDiners)
      .where(eq(tableSessionDiners.userId, userId)),
    db.select().from(qrScans).where(eq(qrScans.userId, userId)),
    db.select().from(waiterCalls).where(eq(waiterCalls.userId, userId)),
    db.select().from(orderMessages).where(eq(orderMessages.sentByUserId, userId)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    note: 'Amounts are in kuruş (1/100 TL). Masa keeps no card numbers.',
    profile: {
      ...profile,
      hasPassword: passwordHash !== null,
      signInWithGoogle: googleSubject !== null,
      signInWithApple: appleSubject !== null,
    },
    orders: myOrders.map(
      ({ partyAvoidedAllergens: _others, placedByStaffName: _waiter, ...order }) => ({
        ...order,
        lines: lines.filter((line) => line.orderId === order.id),
        payments: paid.filter((payment) => payment.orderId === order.id),
      }),
    ),
    reviews: myReviews,
    favorites: { products: user.favoriteProducts },
    consents: {
      // Registration cannot complete without accepting the terms and the privacy notice
      // (000 §5.2); the moment is the account's creation, no other consent is asked.
      termsAndPrivacyNotice: user.isGuest ? null : { acceptedAt: user.createdAt },
    },
    sessions,
    tableJoins: joins,
    qrScans: scans,
    waiterCalls: calls,
    messages,
  };
}
