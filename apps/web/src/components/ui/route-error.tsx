import { texts } from '../../i18n/texts.ts';
import { PageHeader } from './page-header.tsx';

const t = texts('app', 'errors');

/** Shown when a screen fails to load or render, e.g. its code changed after a new release. */
export function RouteError() {
  return (
    <>
      <PageHeader title={t('app.name')} />
      <div className="page-content">
        <section className="card" role="alert">
          <p className="card__text">{t('errors.routeFailed')}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </button>
        </section>
      </div>
    </>
  );
}
