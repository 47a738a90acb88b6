import { formatTry } from '@masa/core/money/format-try';
import { Link } from 'react-router';
import { texts } from '../../../i18n/texts.ts';
import { useTotalSpend } from '../api/get-total-spend.ts';

const t = texts('profile');

/**
 * 'Toplam Harcama' (tr-TR, 2 decimals, lira sign; 0 when the fetch fails; tap → /qr-scan):
 * what the diner paid, tips included, with the tips inside it on a line of their own,
 * 'Favori Restoranlar' and 'Feedbacklerim' (000 §2.8).
 */
export function ProfileTiles() {
  const total = useTotalSpend();
  return (
    <ul className="profile-tiles" aria-label={t('profile.statsLabel')}>
      <li>
        <Link to="/qr-scan" className="profile-tile profile-tile--spend">
          <span className="profile-tile__label">{t('profile.totalSpend')}</span>
          <span
            className="profile-tile__value"
            aria-busy={total.isPending}
            data-testid="total-spend"
          >
            {total.isPending ? '…' : formatTry(total.data?.total ?? 0)}
          </span>
          {(total.data?.tips ?? 0) > 0 && (
            <span className="profile-tile__note" data-testid="total-spend-tips">
              {t('profile.totalSpendTips', { amount: formatTry(total.data?.tips ?? 0) })}
            </span>
          )}
        </Link>
      </li>
      <li>
        <Link to="/favorites" className="profile-tile">
          <span className="profile-tile__label">{t('profile.favorites')}</span>
        </Link>
      </li>
      <li>
        <Link to="/feedbacks" className="profile-tile">
          <span className="profile-tile__label">{t('profile.feedbacks')}</span>
        </Link>
      </li>
    </ul>
  );
}
