import pg from 'pg';

/** The channel migration 0012 notifies on: "<business id> <menu_version>" or "<id> deleted". */
const CHANNEL = 'menu_version';
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;
/** A connection that dies silently (a network cut, no FIN) is noticed within about this. */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 2_000;

export type MenuVersionEvents = {
  /** LISTEN is in place (first connect and every reconnect): changes from now on are heard. */
  listening(): void;
  /** The connection is gone: changes may go unheard until `listening` again. */
  lost(): void;
  /** A committed menu_version; `undefined` when the business was deleted. */
  version(businessId: string, version: number | undefined): void;
};

/**
 * A connection of its own that LISTENs for menu_version changes from every writer (this
 * process, other nodes, psql), reconnecting after 1 s, then up to 30 s apart. Not from the
 * pool: a LISTEN holds its connection for the life of the process. A heartbeat query every
 * 5 s that does not answer within 2 s counts the connection as lost: notifications could be
 * going missing without the socket saying so.
 */
export function listenForMenuVersions(
  config: pg.ClientConfig,
  events: MenuVersionEvents,
): { close(): Promise<void> } {
  let closed = false;
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;
  let heartbeat: NodeJS.Timeout | undefined;

  /** Stops trusting `dropped` at once, closes it and tries again later. */
  function drop(dropped: pg.Client) {
    if (client !== dropped) return;
    client = undefined;
    clearInterval(heartbeat);
    events.lost();
    dropped.removeAllListeners('notification');
    void dropped.end().catch(() => {});
    retryLater();
  }

  function beat(beating: pg.Client) {
    let answered = false;
    const timeout = setTimeout(() => {
      if (!answered) drop(beating);
    }, HEARTBEAT_TIMEOUT_MS);
    timeout.unref();
    beating.query('select 1').then(
      () => {
        answered = true;
        clearTimeout(timeout);
      },
      () => drop(beating),
    );
  }

  function retryLater() {
    if (closed) return;
    retry = setTimeout(() => {
      retry = undefined;
      connecting = connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  }

  async function connect() {
    const candidate = new pg.Client(config);
    // Reported through 'end'; an unhandled 'error' would end the process.
    candidate.on('error', () => {});
    candidate.on('notification', ({ channel, payload }) => {
      if (channel !== CHANNEL || !payload) return;
      const [businessId, version] = payload.split(' ');
      if (!businessId) return;
      if (version === 'deleted') events.version(businessId, undefined);
      else if (version && /^\d+$/.test(version)) events.version(businessId, Number(version));
    });
    candidate.on('end', () => drop(candidate));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${CHANNEL}`);
    } catch {
      void candidate.end().catch(() => {});
      retryLater();
      return;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    delay = FIRST_RETRY_MS;
    heartbeat = setInterval(() => beat(candidate), HEARTBEAT_MS);
    heartbeat.unref();
    events.listening();
  }

  connecting = connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      await connecting;
      const open = client;
      client = undefined;
      events.lost();
      await open?.end().catch(() => {});
    },
  };
}
