import { tr } from '../../i18n/tr.ts';
import { PageHeader } from './page-header.tsx';

/** Shown when a screen fails to load or render, e.g. its code changed after a new release. */
export function RouteError() {
  return (
    <>
      <PageHeader title={tr.app.name} />
      <div className="page-content">
        <section className="card" role="alert">
          <p className="card__text">{tr.errors.routeFailed}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {tr.errors.reload}
          </button>
        </section>
      </div>
    </>
  );
}
