import { DEMO_BUSINESS_IDS } from '../../../server/src/db/seed/demo-ids.ts';

/**
 * Kuğulu Kahve, the demo café the day, printer and waiter specs use so that no other spec's
 * orders or business day stand in their way, and its demo accounts (apps/server/src/db/seed).
 */
export const KUGULU = DEMO_BUSINESS_IDS.kugulu;
export const KUGULU_OWNER = { email: 'staff@kugulu.masa.app', password: 'staff1234' };
export const KUGULU_WAITER = { email: 'waiter@kugulu.masa.app', password: 'staff1234' };
export const KUGULU_KITCHEN = { email: 'kitchen@kugulu.masa.app', password: 'staff1234' };
