import { tr } from '../../i18n/tr.ts';

/** 'Yükleniyor...' with a spinner, announced to screen readers. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{tr.app.loading}</span>
    </div>
  );
}
