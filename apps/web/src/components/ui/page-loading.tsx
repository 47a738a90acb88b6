import { tr } from '../../i18n/tr.ts';
import { useOnline } from '../../lib/use-online.ts';

/** 'Yükleniyor...' with a spinner, announced to screen readers. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{tr.app.loading}</span>
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
        <h2 className="card__title">{tr.errors.offlineTitle}</h2>
        <p className="card__text">{tr.errors.offlineRetry}</p>
      </section>
    </div>
  );
}
