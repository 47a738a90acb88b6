import { writeMenuChanged } from '../../realtime/emit-menu-changed.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { SettingsWriter } from '../settings/write-audited-settings.ts';
import { type Article51Declaration, declareArticle51 } from './declare-article-51.ts';

/**
 * The owner's declaration of article 51 (or its withdrawal, ADR 092) with its audit record when
 * it changed, in one transaction; `menu:changed` either way, so open menus and the settings
 * screen read the business's charges again.
 */
export async function saveArticle51({
  db,
  businessId,
  staffId,
  now,
  declared,
}: SettingsWriter & { declared: boolean }): Promise<Article51Declaration> {
  return db.transaction(async (tx) => {
    const done = await declareArticle51({ tx, businessId, staffId, declared, now });
    if (done.changed) {
      await recordAudit({
        db: tx,
        businessId,
        staffId,
        action: 'settings.updated',
        subjectId: businessId,
        details: { section: 'article51', declared },
        now,
      });
    }
    await writeMenuChanged({ db, tx, event: { businessId, change: 'settings', productIds: [] } });
    return done.declaration;
  });
}
