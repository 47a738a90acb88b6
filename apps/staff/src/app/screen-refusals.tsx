import type { StaffRole } from '@masa/core/staff/staff-session.schemas';
import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';

/**
 * A URL this role may not open (a waiter's link to the reports, say): the screen says so and
 * leads back to the board, never a blank page nor a redirect (issue 31 §1).
 */
export function ScreenRefused({ role }: { role: StaffRole }) {
  const { t } = useI18n();
  return (
    <main className="screen-refusal" aria-labelledby="screen-refusal-title">
      <h1 id="screen-refusal-title">{t('screens.refused')}</h1>
      <p>{t('screens.refusedRole', { role: t(`roles.${role}`) })}</p>
      <Link to="/">{t('screens.toBoard')}</Link>
    </main>
  );
}

/** A URL under /staff that is no screen at all. */
export function ScreenNotFound() {
  const { t } = useI18n();
  return (
    <main className="screen-refusal" aria-labelledby="screen-refusal-title">
      <h1 id="screen-refusal-title">{t('screens.notFound')}</h1>
      <Link to="/">{t('screens.toBoard')}</Link>
    </main>
  );
}
