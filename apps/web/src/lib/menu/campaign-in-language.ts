import { contentTextIn } from '../../i18n/content-name.ts';
import { language, type Language } from '../../i18n/language.ts';

/** A campaign as the server sends it: the spec's `title`, and the English where given. */
export type CampaignTexts = {
  title: string;
  description: string;
  nameEn?: string | null;
  titleEn?: string | null;
  descriptionEn?: string | null;
};

/**
 * A campaign's title and text as the diner reads them (issue 30, ADR 061): the English on an
 * English page where the business wrote one, else the Turkish.
 */
export function campaignIn<T extends CampaignTexts>(campaign: T, lang: Language = language): T {
  if (lang !== 'en') return campaign;
  return {
    ...campaign,
    title: contentTextIn(lang, campaign.title, campaign.titleEn || campaign.nameEn),
    description: contentTextIn(lang, campaign.description, campaign.descriptionEn),
  };
}
