import { useEffect } from 'react';
import { texts } from '../../i18n/texts.ts';
import { PageHeader } from './page-header.tsx';

const t = texts('app', 'errors');

/** While the screen waits for the connection, it tries again this often anyway. */
const RETRY_MS = 5_000;

/**
 * A screen whose code could not be fetched, offline (issue 20): the app shell and its tab bar
 * stay, the diner reads why, and the screen is tried again by itself when the browser is back
 * online (and every few seconds, for a connection that returns without saying so), or at once
 * with the button. Never a reload: offline, a reload would lose the app itself.
 */
export function RouteOffline({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    const timer = window.setInterval(() => {
      if (navigator.onLine) onRetry();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', onRetry);
      window.clearInterval(timer);
    };
  }, [onRetry]);
  return (
    <>
      <PageHeader title={t('app.name')} />
      <div className="page-content">
        <section className="card" role="alert">
          <h2 className="card__title">{t('errors.offlineTitle')}</h2>
          <p className="card__text">{t('errors.offline')}</p>
          <p className="card__text">{t('errors.offlineRetry')}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('errors.retry')}
          </button>
        </section>
      </div>
    </>
  );
}
