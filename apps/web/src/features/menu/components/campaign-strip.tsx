import { texts } from '../../../i18n/texts.ts';
import { campaignIn } from '../../../lib/menu/campaign-in-language.ts';
import type { MenuCampaign } from '../../../lib/menu/menu-types.ts';

const t = texts('menu');

/**
 * The business's running campaigns (001 §3 Campaign), as a row of small cards: title and
 * code on one line, the description on the next, in the page's language (ADR 061). The code is
 * typed in the cart (issue 20).
 */
export function CampaignStrip({ campaigns }: { campaigns: readonly MenuCampaign[] }) {
  if (campaigns.length === 0) return null;
  return (
    <section className="campaign-strip" aria-label={t('menu.campaignsLabel')}>
      {/* Scrolls sideways: focusable so a keyboard can scroll it too. */}
      <ul className="campaign-strip__list" tabIndex={0}>
        {campaigns
          .map((shown) => campaignIn(shown))
          .map((campaign) => (
            <li key={campaign.id} className="campaign-strip__item">
              <p className="campaign-strip__head">
                <span className="campaign-strip__title">{campaign.title}</span>
                {campaign.campaignCode && (
                  <span className="campaign-strip__code">
                    {t('menu.campaignCode', { code: campaign.campaignCode })}
                  </span>
                )}
              </p>
              <p className="campaign-strip__text">{campaign.description}</p>
            </li>
          ))}
      </ul>
    </section>
  );
}
