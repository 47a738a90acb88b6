/**
 * Fixed ids and credentials of the demo data, so tests, docs and the printed QR sheet can name
 * them. Everything else the seed creates gets a fresh id.
 */
export const DEMO_BUSINESS_IDS = {
  bogaz: '6650f1c2a4b3d5e6f7a8b901',
  ege: '6650f1c2a4b3d5e6f7a8b902',
  /** A café with real opening hours (closed on Mondays), used by the hours' e2e spec alone. */
  kugulu: '6650f1c2a4b3d5e6f7a8b903',
} as const;

export type DemoSlug = keyof typeof DEMO_BUSINESS_IDS;

/** `table-<slug>01` …; the printed code on each table is `<SLUG>-M01` … (see demo-businesses.ts). */
export function demoTableId(slug: DemoSlug, number: number): string {
  return `table-${slug}${String(number).padStart(2, '0')}`;
}

export const DEMO_TABLE_IDS = {
  bogaz: Array.from({ length: 10 }, (_, i) => demoTableId('bogaz', i + 1)),
  ege: Array.from({ length: 8 }, (_, i) => demoTableId('ege', i + 1)),
  kugulu: Array.from({ length: 4 }, (_, i) => demoTableId('kugulu', i + 1)),
} as const;

export const DEMO_CUSTOMER = {
  email: 'demo@masa.app',
  password: 'demo1234',
  name: 'Deniz Yılmaz',
} as const;

export const DEMO_STAFF_PASSWORD = 'staff1234';

/** The demo owner's and manager's PINs approving a waiter's correction (ADR 073). */
export const DEMO_APPROVAL_PINS = { owner: '1234', manager: '2580' } as const;

export function demoStaffEmail(slug: DemoSlug): string {
  return `staff@${slug}.masa.app`;
}

/** One demo account per other staff role in each demo business, so every screen can be tried. */
export const DEMO_CREW = [
  { role: 'manager', name: 'Selin Aydın' },
  { role: 'waiter', name: 'Burak Şahin' },
  { role: 'kitchen', name: 'Emre Koç' },
] as const;

export function demoCrewEmail(slug: DemoSlug, role: (typeof DEMO_CREW)[number]['role']): string {
  return `${role}@${slug}.masa.app`;
}
