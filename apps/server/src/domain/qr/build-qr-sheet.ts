import type { Db } from '../../db/client.ts';
import { loadQrSheet } from './load-qr-sheet.ts';
import { renderQrSheet } from './render-qr-sheet.ts';

/** The printable HTML QR sheet of an active business (loadQrSheet, renderQrSheet). */
export async function buildQrSheet({
  db,
  businessId,
  publicUrl,
}: {
  db: Db;
  businessId: string;
  publicUrl: string;
}): Promise<string> {
  return renderQrSheet(await loadQrSheet({ db, businessId, publicUrl }));
}
