import { texts } from '../../../i18n/texts.ts';

const t = texts('menu');

/** The menu's refresh button, in the header bar. */
export function RefreshButton({ onRefresh, busy }: { onRefresh: () => void; busy: boolean }) {
  return (
    <button
      type="button"
      className="refresh-button"
      aria-label={t('menu.refresh')}
      aria-busy={busy}
      disabled={busy}
      onClick={onRefresh}
    >
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={
          busy ? 'refresh-button__icon refresh-button__icon--busy' : 'refresh-button__icon'
        }
      >
        <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
      </svg>
    </button>
  );
}
