import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { NEXT_STATUS, isLineDone } from '@masa/core/orders/order-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { PrinterBanner } from '../../../lib/printers/components/printer-banner.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import { api } from '../../../lib/api-client.ts';
import { activeOrdersKey, useActiveOrders } from '../../../lib/orders/active-orders.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useStations } from '../../../lib/stations.ts';
import { type KitchenCard, kitchenCards } from '../kitchen-cards.ts';
import { KEY_PAUSE_MS, readCardNumber } from '../card-number-keys.ts';
import { HeldCard, WorkCard } from './kitchen-card.tsx';

const STATION_KEY = 'masa-staff-station';

/**
 * Marks lines ready; when no line of the order is left open anywhere, moves the order along
 * the kitchen path to ready, one allowed step at a time, so the waiter sees it on the board.
 * The steps start from the server's answer, not the screen's copy: a waiter may have accepted
 * the order a moment before the kitchen's list was read again.
 */
function useBump() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ order, lineIds }: { order: OrderResponse; lineIds: string[] }) => {
      let latest = order;
      for (const itemId of lineIds) {
        latest = await api.patch<OrderResponse>(
          `/staff/orders/${order.id}/items/${itemId}/status`,
          { status: 'ready' },
        );
      }
      if (latest.items.some((item) => !isLineDone(item.status))) return;
      while (latest.status !== 'ready' && NEXT_STATUS[latest.status]) {
        latest = await api.patch<OrderResponse>(`/staff/orders/${order.id}/status`, {
          status: NEXT_STATUS[latest.status],
        });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: activeOrdersKey }),
  });
}

/**
 * The kitchen display (issue 16 §4): the board in large type for a wall screen, only the lines
 * of the chosen station. Tapping a line marks it ready; tapping a card's button, or typing its
 * number on a keyboard or bump bar (two digits past 9, readCardNumber), marks the whole card
 * ready. Orders not yet accepted show too, marked so (docs/decisions/057-kitchen-display-cards.md);
 * held courses show dimmed after the work, without a number (issue 31 §4).
 */
export function KitchenPage() {
  const { t } = useI18n();
  const orders = useActiveOrders();
  const stations = useStations();
  const now = useNow();
  const bump = useBump();
  const selectId = useId();
  const [station, setStation] = useState<string | null>(() => localStorage.getItem(STATION_KEY));
  const list = stations.data?.stations ?? [];
  const chosen = station !== null && list.includes(station) ? station : null;
  const cards = kitchenCards(
    orders.data ?? [],
    chosen,
    stations.data?.productStations ?? {},
    list[0] ?? '',
  );
  const work = cards.filter((card) => !card.held);
  const held = cards.filter((card) => card.held);
  // The key handler reads the cards and the bump of the latest render: held ones have no number.
  const cardsRef = useRef<KitchenCard[]>(work);
  const bumpRef = useRef(bump.mutate);
  useEffect(() => {
    cardsRef.current = work;
    bumpRef.current = bump.mutate;
  });

  useEffect(() => {
    let typed = '';
    let pause: ReturnType<typeof setTimeout> | undefined;
    const bumpCard = (number: number | null) => {
      typed = '';
      clearTimeout(pause);
      const card = number === null ? undefined : cardsRef.current[number - 1];
      if (card) bumpRef.current({ order: card.order, lineIds: card.lines.map((line) => line.id) });
    };
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea') || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Enter' && typed) {
        event.preventDefault();
        return bumpCard(readCardNumber(typed, cardsRef.current.length).card);
      }
      if (!/^\d$/.test(event.key)) return;
      event.preventDefault();
      clearTimeout(pause);
      typed += event.key;
      const read = readCardNumber(typed, cardsRef.current.length);
      if (read.complete) return bumpCard(read.card);
      pause = setTimeout(() => bumpCard(read.card), KEY_PAUSE_MS);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(pause);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  const choose = (value: string) => {
    const next = value === '' ? null : value;
    if (next === null) localStorage.removeItem(STATION_KEY);
    else localStorage.setItem(STATION_KEY, next);
    setStation(next);
  };

  return (
    <main className="kitchen" aria-labelledby="kitchen-title">
      <div className="kitchen-bar">
        <h1 id="kitchen-title">{chosen ?? t('kitchen.allStations')}</h1>
        <label htmlFor={selectId}>{t('kitchen.station')}</label>
        <select id={selectId} value={chosen ?? ''} onChange={(e) => choose(e.currentTarget.value)}>
          <option value="">{t('kitchen.allStations')}</option>
          {list.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <p className="kitchen-hint">{t('kitchen.hint')}</p>
      </div>
      <PrinterBanner station={chosen} />
      {bump.error && (
        <p role="alert" className="form-error">
          {bump.error.message}
        </p>
      )}
      {orders.isSuccess && work.length === 0 && (
        <p className="kitchen-empty">{t('kitchen.empty')}</p>
      )}
      <ol className="kitchen-cards">
        {work.map((card, index) => (
          <WorkCard
            key={card.order.id}
            card={card}
            number={index + 1}
            now={now}
            busy={bump.isPending}
            onBump={(lines) =>
              bump.mutate({ order: card.order, lineIds: lines.map((line) => line.id) })
            }
          />
        ))}
      </ol>
      {held.length > 0 && (
        <section aria-labelledby="kitchen-held-title">
          <h2 id="kitchen-held-title" className="kitchen-held-title">
            {t('courses.heldTitle')}
          </h2>
          <ol className="kitchen-cards">
            {held.map((card) => (
              <HeldCard key={card.order.id} card={card} />
            ))}
          </ol>
        </section>
      )}
    </main>
  );
}
