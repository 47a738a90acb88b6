import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Headers = Record<string, string>;

/**
 * What the staff do for the register before a day closes (issue 35 §4, ADR 093), through the
 * real API: type a fiş number for each waiting receipt, then the register's Z report as Masa
 * has the day, so no difference is left. For the day-close tests whose subject is elsewhere.
 */
export async function settleRegisterSide({
  app,
  owner,
  dayId,
}: {
  app: FastifyInstance;
  owner: Headers;
  dayId: string;
}): Promise<void> {
  const url = (path: string) => `/api/staff${path}`;
  const waiting = await app.inject({
    method: 'GET',
    url: url('/fiscal-requests?status=waiting'),
    headers: owner,
  });
  for (const [index, request] of (waiting.json().data.requests as { id: string }[]).entries()) {
    const res = await app.inject({
      method: 'POST',
      url: url(`/fiscal-requests/${request.id}/complete`),
      headers: owner,
      payload: { receiptNumber: String(index + 1) },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const reconciliation = await app.inject({
    method: 'GET',
    url: url(`/days/${dayId}/reconciliation`),
    headers: owner,
  });
  const { masa } = reconciliation.json().data;
  const z = await app.inject({
    method: 'PUT',
    url: url(`/days/${dayId}/z-report`),
    headers: owner,
    payload: { zNumber: '1', byVatRate: masa.byVatRate, byMethod: masa.byMethod },
  });
  expect(z.statusCode, z.body).toBe(200);
  expect(z.json().data.differences).toEqual([]);
}
