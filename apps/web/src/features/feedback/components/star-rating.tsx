import { useId } from 'react';
import { texts } from '../../../i18n/texts.ts';

const t = texts('feedback');
const VALUES = [1, 2, 3, 4, 5] as const;

/** 1 to 5 stars as a radio group: arrow keys move, each star is named '{n} yıldız'. */
export function StarRating(props: {
  value: number;
  onChange: (value: number) => void;
  disabled: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="star-rating" disabled={props.disabled}>
      <legend className="choice-group__legend">{t('feedback.ratingLabel')}</legend>
      <div className="star-rating__stars">
        {VALUES.map((value) => (
          <label key={value} className="star-rating__star">
            <input
              type="radio"
              name={name}
              value={value}
              checked={props.value === value}
              onChange={() => props.onChange(value)}
              aria-label={t('feedback.star', { value })}
            />
            <span aria-hidden="true" className={value <= props.value ? 'star star--on' : 'star'}>
              ★
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
