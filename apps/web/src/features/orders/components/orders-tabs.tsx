import { type KeyboardEvent, useRef } from 'react';
import { texts } from '../../../i18n/texts.ts';

const t = texts('orders');

export type OrdersTab = 'active' | 'history';
const TABS: OrdersTab[] = ['active', 'history'];

type Props = {
  selected: OrdersTab;
  counts: Record<OrdersTab, number>;
  onSelect: (tab: OrdersTab) => void;
  /** Id prefix of the tab panels (`${panelId}-active`, `${panelId}-history`). */
  panelId: string;
};

export const tabId = (prefix: string, tab: OrdersTab) => `${prefix}-tab-${tab}`;

/** 'Aktif Siparişler' and 'Geçmiş Siparişler' with their counts; arrow keys move between them. */
export function OrdersTabs({ selected, counts, onSelect, panelId }: Props) {
  const refs = useRef<Partial<Record<OrdersTab, HTMLButtonElement | null>>>({});
  const labels = { active: t('orders.activeTab'), history: t('orders.historyTab') };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = selected === 'active' ? 'history' : 'active';
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      className="orders-tabs"
      role="tablist"
      aria-label={t('orders.tabsLabel')}
      onKeyDown={onKeyDown}
    >
      {TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          id={tabId(panelId, tab)}
          type="button"
          role="tab"
          aria-selected={selected === tab}
          aria-controls={`${panelId}-${tab}`}
          tabIndex={selected === tab ? 0 : -1}
          className="orders-tabs__tab"
          onClick={() => onSelect(tab)}
        >
          {labels[tab]} <span className="orders-tabs__count">{counts[tab]}</span>
        </button>
      ))}
    </div>
  );
}
