import { texts } from '../../i18n/texts.ts';
import { useOnline } from '../../lib/use-online.ts';

const t = texts('app', 'errors');

/** 'Yükleniyor...' with a spinner, announced to screen readers. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}

/**
 * A screen whose code is on its way. Offline it is not: lib/load-code.ts asks for it when the
 * connection returns (ADR 067), so the screen says why it waits instead of a spinner that
 * turns for as long as the signal is gone.
 */
export function ScreenLoading() {
  const online = useOnline();
  if (online) return <PageLoading />;
  return (
    <div className="page-content">
      <section className="card" role="alert">
        <h2 className="card__title">{t('errors.offlineTitle')}</h2>
        <p className="card__text">{t('errors.offlineRetry')}</p>
      </section>
    </div>
  );
}
