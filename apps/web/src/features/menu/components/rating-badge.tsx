import { tr } from '../../../i18n/tr.ts';

const ONE_DECIMAL = new Intl.NumberFormat('tr-TR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** '★ 4,6 (128)'; nothing while nobody has rated. */
export function RatingBadge({ average, count }: { average: number; count: number }) {
  if (count <= 0) return null;
  const rating = ONE_DECIMAL.format(average);
  return (
    <span className="rating-badge" role="img" aria-label={tr.menu.ratingLabel(rating, count)}>
      <span aria-hidden="true">
        ★ {rating} ({count})
      </span>
    </span>
  );
}
