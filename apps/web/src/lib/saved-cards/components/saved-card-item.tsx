import { texts } from '../../../i18n/texts.ts';
import type { SavedCard } from '../read-saved-cards.ts';

const t = texts('profile');

/** One saved card: type, masked number, holder, expiry, and its actions. */
export function SavedCardItem(props: {
  card: SavedCard;
  disabled: boolean;
  onMakeDefault: () => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { card } = props;
  const name = t('profile.payment.cardName', {
    type: t(`profile.payment.types.${card.type}`),
    last4: card.cardNumber.slice(-4),
  });
  const titleId = `card-${card.id}-title`;
  return (
    <li className="card saved-card">
      <div className="saved-card__head">
        <h3 id={titleId} className="toggle-row__title">
          {name}
        </h3>
        {card.isDefault && (
          <span className="saved-card__badge">{t('profile.payment.isDefault')}</span>
        )}
      </div>
      <p className="saved-card__number">{card.cardNumber}</p>
      <p className="local-note">
        {card.cardHolder} · {t('profile.payment.expires', { expiry: card.expiry })}
      </p>
      <div className="saved-card__actions">
        {!card.isDefault && (
          <button
            type="button"
            className="button button--secondary"
            disabled={props.disabled}
            onClick={props.onMakeDefault}
          >
            {t('profile.payment.makeDefault')}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          disabled={props.disabled}
          onClick={props.onEdit}
          aria-describedby={titleId}
        >
          {t('profile.payment.edit')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={props.disabled}
          onClick={props.onRemove}
          aria-describedby={titleId}
        >
          {t('profile.payment.remove')}
        </button>
      </div>
    </li>
  );
}
