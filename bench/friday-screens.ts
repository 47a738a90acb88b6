/**
 * The Friday night's staff screens (a staff socket is in its business's room by its token;
 * the diners connect through bench/realtime-diners.ts). Each screen
 * notes when it first heard each order event, so the bench can tell which events reached every
 * screen of their venue within the deadline (docs/decisions/111-a-friday-night-measured.md).
 */
import type { Socket } from 'socket.io-client';
import type { FridayVenue } from './friday-venues.ts';
import { openBoards } from './board-room.ts';

/**
 * `order:created <orderId>`, `order:status:changed <orderId> <status>` or
 * `order:payment:changed <orderId>`.
 */
export const orderEventKey = (event: string, orderId: string, status?: string) =>
  [event, orderId, status].filter(Boolean).join(' ');

export type StaffScreen = {
  businessId: string;
  socket: Socket;
  /** Event key → when it first arrived (performance.now()). */
  heard: Map<string, number>;
};

export async function openStaffScreens(
  url: string,
  venues: FridayVenue[],
  count: number,
): Promise<StaffScreen[]> {
  const screens: StaffScreen[] = [];
  // Screen i belongs to venue i mod venues; opened a venue at a time, not all at once.
  for (const [v, venue] of venues.entries()) {
    const own = Math.floor(count / venues.length) + (v < count % venues.length ? 1 : 0);
    for (const socket of await openBoards(url, venue.staffToken, own)) {
      const heard = new Map<string, number>();
      const note = (key: string) => {
        if (!heard.has(key)) heard.set(key, performance.now());
      };
      socket.on('order:created', (e: { orderId: string }) =>
        note(orderEventKey('order:created', e.orderId)),
      );
      socket.on('order:status:changed', (e: { orderId: string; status: string }) =>
        note(orderEventKey('order:status:changed', e.orderId, e.status)),
      );
      socket.on('order:payment:changed', (e: { orderId: string }) =>
        note(orderEventKey('order:payment:changed', e.orderId)),
      );
      screens.push({ businessId: venue.businessId, socket, heard });
    }
  }
  return screens;
}

/**
 * Every screen's arrival delay for each expected event, the screens that missed it (heard it
 * after the deadline or never), and how many of those misses were heard late.
 */
export function eventsAtScreens(
  screens: Pick<StaffScreen, 'businessId' | 'heard'>[],
  expected: { businessId: string; key: string; t0: number }[],
  deadlineMs: number,
): { delays: number[]; missed: number; heardLate: number } {
  const byVenue = new Map<string, typeof screens>();
  for (const screen of screens)
    byVenue.set(screen.businessId, [...(byVenue.get(screen.businessId) ?? []), screen]);
  const delays: number[] = [];
  let missed = 0;
  /** Of the missed, those heard after the deadline: slow, not lost. */
  let heardLate = 0;
  for (const event of expected) {
    for (const screen of byVenue.get(event.businessId) ?? []) {
      const at = screen.heard.get(event.key);
      if (at !== undefined && at - event.t0 <= deadlineMs) delays.push(at - event.t0);
      else {
        missed += 1;
        if (at !== undefined) heardLate += 1;
      }
    }
  }
  return { delays, missed, heardLate };
}
