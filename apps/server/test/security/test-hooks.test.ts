import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { socketClients } from '../live-orders/socket-helpers.ts';
import { createTestApp } from '../app.ts';

// Nothing made for tests ships to production: the socket echo of the debug panel answered
// everyone, and both apps hung their socket on window for the end-to-end tests.
const sockets = socketClients();

async function echoes(env: Record<string, string>): Promise<boolean> {
  const { app } = await createTestApp(env);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const socket = await sockets.open(app);
  let answered = false;
  socket.once('test', () => (answered = true));
  socket.emit('test', { ping: 1 });
  // A room nobody may join, asked for next: its refusal comes after any echo of the ping.
  await expect(sockets.join(socket, 'join:room', 'nowhere')).rejects.toThrow('Geçersiz oda');
  return answered;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('test hooks', () => {
  it('the socket echo answers in development and tests, not in production', async () => {
    expect(await echoes({})).toBe(true);
    expect(await echoes({ NODE_ENV: 'production', DEV_OUTBOX: 'false' })).toBe(false);
  });

  it('no app code puts anything on window for tests', () => {
    const apps = path.resolve(import.meta.dirname, '../../..');
    const files = [...sourceFiles(`${apps}/web/src`), ...sourceFiles(`${apps}/staff/src`)];
    expect(files.length).toBeGreaterThan(50);
    const hooked = files.filter((file) => /window as[^;]*__masa/.test(readFileSync(file, 'utf8')));
    expect(hooked).toEqual([]);
  });
});
