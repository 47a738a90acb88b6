import { tr } from '../../i18n/tr.ts';
import { later } from '../../i18n/area.ts';
import type { SavedCard } from '../../lib/saved-cards/read-saved-cards.ts';

const T = later(() => tr.profile.payment);

/** One saved card: type, masked number, holder, expiry, and its actions. */
export function SavedCardItem(props: {
  card: SavedCard;
  disabled: boolean;
  onMakeDefault: () => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { card } = props;
  const name = T.cardName(T.types[card.type], card.cardNumber.slice(-4));
  const titleId = `card-${card.id}-title`;
  return (
    <li className="card saved-card">
      <div className="saved-card__head">
        <h3 id={titleId} className="toggle-row__title">
          {name}
        </h3>
        {card.isDefault && <span className="saved-card__badge">{T.isDefault}</span>}
      </div>
      <p className="saved-card__number">{card.cardNumber}</p>
      <p className="local-note">
        {card.cardHolder} · {T.expires(card.expiry)}
      </p>
      <div className="saved-card__actions">
        {!card.isDefault && (
          <button
            type="button"
            className="button button--secondary"
            disabled={props.disabled}
            onClick={props.onMakeDefault}
          >
            {T.makeDefault}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          disabled={props.disabled}
          onClick={props.onEdit}
          aria-describedby={titleId}
        >
          {T.edit}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={props.disabled}
          onClick={props.onRemove}
          aria-describedby={titleId}
        >
          {T.remove}
        </button>
      </div>
    </li>
  );
}
