import { campaignCodeInput } from '@masa/core/campaigns/campaign-code';
import type { CampaignResponse } from '@masa/core/menu/menu.schemas';
import { useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { checkCampaignCode } from '../api/check-campaign-code.ts';
import { campaignIn } from '../../../lib/menu/campaign-in-language.ts';
import { sayIssue } from '../../../lib/form-resolver.ts';
import { CodeField } from './code-field.tsx';

const t = texts('checkout', 'errors');

type Props = {
  businessId: string;
  campaign: CampaignResponse | null;
  onCampaignChange: (campaign: CampaignResponse | null) => void;
  /** Why the chosen campaign does not apply to this cart (its minimum), or null. */
  refusal: string | null;
};

/**
 * The promo-code field of the checkout (issue 20): the diner types a code the menu advertises,
 * the server says whether it runs at this business (or why not, in Turkish); the cart then
 * shows the discount and places the order with the code, which the server prices (ADR 041).
 */
export function CampaignCodeField({ businessId, campaign, onCampaignChange, refusal }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    const parsed = campaignCodeInput.safeParse(text);
    if (!parsed.success) return setError(sayIssue(parsed.error.issues[0]));
    setChecking(true);
    setError(null);
    try {
      onCampaignChange(await checkCampaignCode(businessId, parsed.data));
      setText('');
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('errors.generic'));
    } finally {
      setChecking(false);
    }
  };

  if (campaign) {
    return (
      <div className="checkout-field checkout-campaign">
        <p className="checkout-campaign__applied" role="status">
          {refusal === null
            ? t('checkout.campaignApplied', {
                code: campaign.campaignCode ?? '',
                title: campaignIn(campaign).title,
              })
            : t('checkout.campaignChosen', {
                code: campaign.campaignCode ?? '',
                title: campaignIn(campaign).title,
              })}
        </p>
        {refusal && (
          <p className="checkout-field__error" role="alert">
            {refusal}
          </p>
        )}
        <button
          type="button"
          className="checkout-link-button"
          onClick={() => onCampaignChange(null)}
        >
          {t('checkout.campaignRemove')}
        </button>
      </div>
    );
  }
  return (
    <CodeField
      label={t('checkout.campaignCode')}
      value={text}
      onChange={(value) => {
        setText(value);
        setError(null);
      }}
      maxLength={40}
      error={error}
      checking={checking}
      applyLabel={t('checkout.campaignApply')}
      checkingLabel={t('checkout.campaignChecking')}
      onApply={() => void apply()}
    />
  );
}
