import { campaignCodeInput } from '@masa/core/campaigns/campaign-code';
import type { CampaignResponse } from '@masa/core/menu/menu.schemas';
import { useId, useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { checkCampaignCode } from '../api/check-campaign-code.ts';
import { campaignIn } from '../../../lib/menu/campaign-in-language.ts';
import { sayIssue } from '../../../lib/form-resolver.ts';

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
  const id = useId();
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
    <div className="checkout-field">
      <label htmlFor={id} className="checkout-field__label">
        {t('checkout.campaignCode')}
      </label>
      <div className="checkout-campaign__row">
        <input
          id={id}
          className="checkout-field__input"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          value={text}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void apply();
          }}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={checking || text.trim() === ''}
          onClick={() => void apply()}
        >
          {checking ? t('checkout.campaignChecking') : t('checkout.campaignApply')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="checkout-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
