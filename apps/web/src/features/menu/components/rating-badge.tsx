import { texts } from '../../../i18n/texts.ts';
import { language } from '../../../i18n/language.ts';

const t = texts('menu');

/**
 * 4.56 → '4,6' as the tr-TR number format writes it ('4.6' in English). Written out: the first
 * Intl number formatter of a page costs tens of milliseconds on a phone (it loads the locale's
 * data).
 */
const oneDecimal = (value: number) =>
  language === 'tr' ? value.toFixed(1).replace('.', ',') : value.toFixed(1);

/** '★ 4,6 (128)'; nothing while nobody has rated. */
export function RatingBadge({ average, count }: { average: number; count: number }) {
  if (count <= 0) return null;
  const rating = oneDecimal(average);
  return (
    <span className="rating-badge" role="img" aria-label={t('menu.ratingLabel', { rating, count })}>
      <span aria-hidden="true">
        ★ {rating} ({count})
      </span>
    </span>
  );
}
