import { useState, useSyncExternalStore } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { storage } from '../../../lib/storage.ts';
import { connectionState, getSocket, joinRoom } from '../../../lib/socket.ts';

const t = texts('orders');

/** How long the socket test waits for the server's echo. */
const ECHO_WAIT_MS = 3_000;

/**
 * The tiny top-right corner area that toggles a screen's hidden debug view on alt-click
 * (001 §2): the orders list's panel and the edit screen's debug line share it.
 */
export function DebugCorner({ onToggle }: { onToggle: () => void }) {
  return (
    <div
      className="debug-corner"
      aria-hidden="true"
      onClick={(event) => {
        if (event.altKey) onToggle();
      }}
    />
  );
}

/**
 * The orders screen's hidden debug panel (001 §2): alt-click on the tiny top-right corner
 * area shows it. Test the socket (the server echoes), show debug info, join the stored
 * active order's room.
 */
export function DebugPanel({ orderCount }: { orderCount: number }) {
  const [open, setOpen] = useState(false);
  const [output, setOutput] = useState('');
  const state = useSyncExternalStore(connectionState.subscribe, connectionState.get);

  const testSocket = () => {
    const socket = getSocket();
    // Only a development or test server echoes; a production one stays silent.
    const silent = setTimeout(() => setOutput(t('orders.debug.noEcho')), ECHO_WAIT_MS);
    socket.once('test', (answer) => {
      clearTimeout(silent);
      setOutput(JSON.stringify(answer, null, 2));
    });
    socket.emit('test', { ping: new Date().toISOString() });
  };
  const showInfo = () =>
    setOutput(
      JSON.stringify(
        {
          socketId: getSocket().id ?? null,
          state,
          rooms: connectionState.joinedRooms(),
          userId: storage.getUser()?.id ?? null,
          businessId: storage.getBusinessId(),
          tableId: storage.getTableId(),
          activeOrderId: storage.getActiveOrderId(),
          orderCount,
        },
        null,
        2,
      ),
    );
  const joinOrder = () => {
    const orderId = storage.getActiveOrderId();
    if (!orderId) return setOutput('activeOrderId: null');
    getSocket().once('room:joined', (event) => setOutput(JSON.stringify(event)));
    joinRoom({ kind: 'order', id: orderId });
  };

  return (
    <>
      <DebugCorner onToggle={() => setOpen((value) => !value)} />
      {open && (
        <section className="card debug-panel" aria-label={t('orders.debug.title')}>
          <h2 className="debug-panel__title">{t('orders.debug.title')}</h2>
          <p className="card__text">{t('orders.debug.state', { state })}</p>
          <div className="debug-panel__buttons">
            <button type="button" className="button button--secondary" onClick={testSocket}>
              {t('orders.debug.testSocket')}
            </button>
            <button type="button" className="button button--secondary" onClick={showInfo}>
              {t('orders.debug.debugInfo')}
            </button>
            <button type="button" className="button button--secondary" onClick={joinOrder}>
              {t('orders.debug.joinOrder')}
            </button>
          </div>
          {output && <pre className="debug-panel__output">{output}</pre>}
        </section>
      )}
    </>
  );
}
