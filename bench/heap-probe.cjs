/* global process */
// Preloaded into a server the bench measures (`node --expose-gc --require bench/heap-probe.cjs`):
// on the message 'heap' from the bench (an IPC channel), it collects garbage and answers the
// heap in use, so the bench counts heap per diner socket without a door in the server itself.
process.on('message', (message) => {
  if (message !== 'heap' || !process.send) return;
  if (typeof globalThis.gc === 'function') globalThis.gc();
  process.send({
    heap: process.memoryUsage().heapUsed,
    collected: typeof globalThis.gc === 'function',
  });
});
// The IPC channel must not keep a server alive that was told to stop.
if (process.channel) process.channel.unref();
