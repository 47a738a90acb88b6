import { RefreshIcon } from '../../../components/ui/icons.tsx';
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
      <RefreshIcon
        className={
          busy ? 'refresh-button__icon refresh-button__icon--busy' : 'refresh-button__icon'
        }
      />
    </button>
  );
}
