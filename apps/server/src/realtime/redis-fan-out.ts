/**
 * Entries the stream keeps (approximate trimming). A socket recovers only while the last event it
 * heard is still in the stream: 100,000 entries are minutes of a busy Friday (≈ 1 KB each in
 * Redis). A socket whose offset was trimmed connects unrecovered and its screen refetches.
 */
const STREAM_MAX_LEN = 100_000;
/**
 * How long a reader's XREAD blocks: an idle node asks again this often, and a closing node lets
 * go of its readers within it.
 */
const BLOCK_MS = 1_000;

type Log = { warn: (details: object, message: string) => void };

/**
 * socket.io's fan-out between nodes through Redis Streams (ADR 102): broadcasts are stream
 * entries every node reads in one order, `serverSideEmit` is Redis PUB/SUB, and sessions of
 * dropped sockets are kept in Redis for connection-state recovery. Start-up fails with Redis's
 * own error when it cannot be reached; once up, a lost connection is retried for ever (events
 * wait in the client's queue) and each failure is logged.
 *
 * The Redis client (about 560 modules) and the adapter load here, only with REDIS_URL: a node
 * without Redis does not hold them (ADR 112).
 */
export async function connectRedisFanOut({ url, log }: { url: string; log: Log }) {
  const [{ createAdapter }, { createClient }] = await Promise.all([
    import('@socket.io/redis-streams-adapter'),
    import('redis'),
  ]);
  let started = false;
  const client = createClient({
    url,
    socket: {
      // Before start-up has connected, the first failure is the answer; after, keep trying.
      reconnectStrategy: (retries, cause) =>
        started ? Math.min(100 * 2 ** retries, 2_000) : cause,
    },
  });
  /** When the connection was lost, while it is; listeners told when it is back. */
  let droppedAt: number | null = null;
  const restored: ((droppedAt: number) => void)[] = [];
  client.on('error', (error: unknown) => {
    if (started) log.warn({ err: String(error) }, 'redis fan-out');
  });
  for (const lost of ['error', 'end', 'reconnecting'])
    client.on(lost, () => {
      if (started) droppedAt ??= Date.now();
    });
  client.on('ready', () => {
    if (droppedAt === null) return;
    const at = droppedAt;
    droppedAt = null;
    for (const listener of restored) listener(at);
  });
  await client.connect();
  started = true;
  return {
    adapter: createAdapter(client, { maxLen: STREAM_MAX_LEN, blockTimeInMs: BLOCK_MS }),
    /**
     * Calls `listener` each time the connection is back after it was lost, with when it was
     * lost. A Redis that restarted has lost the stream entries other nodes had not read yet.
     */
    onRestored: (listener: (droppedAt: number) => void) => void restored.push(listener),
    /** After the socket server closed (its adapter lets go of the readers it duplicated). */
    close: () => client.close(),
  };
}
