/**
 * Which connection notice to show (001 §8 "Connection toasts": connection made, lost with
 * retry, timed out, 'İnternet bağlantınızı kontrol edin ve tekrar deneyin', 'Alternatif bağlantı
 * yöntemi deneniyor...', offline and online), without React. Each notice is said once per
 * outage, so a socket retrying every few seconds does not pile up toasts; while the browser
 * itself is offline, the offline notice speaks for the live connection too.
 */
export type ConnectionEvent =
  /** The browser lost or regained its network ('offline' / 'online' events). */
  | 'offline'
  | 'online'
  /** The live connection dropped, not closed on purpose. */
  | 'lost'
  /** A connection attempt timed out. */
  | 'timeout'
  /** A connection attempt failed otherwise (the server cannot be reached). */
  | 'refused'
  /** The other transport (websocket ↔ polling) is tried next. */
  | 'switching'
  /** The server answered that its database is unreachable; a request waits to ask again. */
  | 'waiting'
  /** Connected again after an outage. */
  | 'connected';

export type ConnectionNotice =
  | 'offline'
  | 'online'
  | 'lost'
  | 'timeout'
  | 'checkInternet'
  | 'switching'
  | 'waiting'
  | 'restored';

export type ConnectionNoticeState = {
  offline: boolean;
  /** The live connection is down (since `lost`, `timeout` or `refused`). */
  outage: boolean;
  /** Notices said during the current outage. */
  said: readonly ConnectionNotice[];
};

export const initialNoticeState: ConnectionNoticeState = {
  offline: false,
  outage: false,
  said: [],
};

const OUTAGE_NOTICE: Partial<Record<ConnectionEvent, ConnectionNotice>> = {
  lost: 'lost',
  timeout: 'timeout',
  refused: 'checkInternet',
  switching: 'switching',
  waiting: 'waiting',
};

export function nextConnectionNotice(
  state: ConnectionNoticeState,
  event: ConnectionEvent,
): { state: ConnectionNoticeState; notice: ConnectionNotice | null } {
  switch (event) {
    case 'offline':
      return { state: { ...state, offline: true }, notice: state.offline ? null : 'offline' };
    case 'online':
      return { state: { ...state, offline: false }, notice: state.offline ? 'online' : null };
    case 'connected':
      return {
        state: { offline: state.offline, outage: false, said: [] },
        notice: state.outage ? 'restored' : null,
      };
    default: {
      const notice = OUTAGE_NOTICE[event] ?? null;
      const outage = event === 'switching' ? state.outage : true;
      const next = { ...state, outage };
      if (notice === null || state.offline || state.said.includes(notice)) {
        return { state: next, notice: null };
      }
      return { state: { ...next, said: [...state.said, notice] }, notice };
    }
  }
}
