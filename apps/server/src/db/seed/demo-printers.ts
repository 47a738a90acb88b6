import { printers } from '../schema/index.ts';
import type { DemoSlug } from './demo-ids.ts';
import type { Tx } from './insert-demo-business.ts';

/** The demo restaurants whose stations print (issue 33); the café serves at the counter. */
export const PRINTING_DEMO_SLUGS: readonly DemoSlug[] = ['bogaz', 'ege'];

/**
 * The kitchen, bar and till printers of a demo restaurant, pointed at the server's virtual
 * printers (ADR 081): "Mutfak" on the twin's base port, "Bar" on +1, "Kasa" (pre-bills and
 * receipts, with a cash drawer) on +2. 80 mm paper, PC857.
 */
export async function insertDemoPrinters(tx: Tx, businessId: string, twinPort: number) {
  const common = { businessId, host: '127.0.0.1', paperWidth: 80, codePage: 'pc857' } as const;
  await tx.insert(printers).values([
    { ...common, name: 'Mutfak yazıcısı', port: twinPort, stations: ['Mutfak'] },
    { ...common, name: 'Bar yazıcısı', port: twinPort + 1, stations: ['Bar'] },
    {
      ...common,
      name: 'Kasa yazıcısı',
      port: twinPort + 2,
      printsReceipts: true,
      hasDrawer: true,
    },
  ]);
}
