import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { errorHandler } from './error-handler.ts';

async function appWith(routes: (app: ReturnType<typeof make>) => void) {
  const app = make();
  await app.register(errorHandler);
  routes(app);
  await app.ready();
  return app;
}
function make() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('error handler', () => {
  it('maps a domain error to its status and Turkish message', async () => {
    const app = await appWith((a) =>
      a.get('/x', () => {
        throw new AppError(409, 'TAKEN', 'Bu e-posta adresi zaten kullanılıyor');
      }),
    );
    const res = await app.inject('/x');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: 'TAKEN',
      message: 'Bu e-posta adresi zaten kullanılıyor',
    });
  });

  it('answers a validation failure with 400 and the schema message of every field', async () => {
    const app = await appWith((a) =>
      a.post(
        '/x',
        {
          schema: {
            body: z.object({ name: z.string().min(3, 'Ad soyad en az 3 karakter olmalıdır') }),
          },
        },
        () => ({ ok: true }),
      ),
    );
    const res = await app.inject({ method: 'POST', url: '/x', payload: { name: 'ab' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'Ad soyad en az 3 karakter olmalıdır',
      errors: [{ field: 'name', message: 'Ad soyad en az 3 karakter olmalıdır' }],
    });
  });

  it('hides the details of an unexpected error behind a 500', async () => {
    const app = await appWith((a) =>
      a.get('/x', () => {
        throw new Error('connection string postgres://secret@db leaked');
      }),
    );
    const res = await app.inject('/x');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual({
      success: false,
      error: 'INTERNAL_ERROR',
      message: 'Sunucu hatası. Lütfen tekrar deneyin.',
    });
  });

  it('answers 503 with Retry-After when the database refuses connections or never answers', async () => {
    // A real pool on a port nobody listens on (ECONNREFUSED), and one on a socket that accepts
    // and stays silent (the pool's connection timeout): what a stopped or hung PostgreSQL does.
    const closed = net.createServer();
    const closedPort = await portOf(closed);
    closed.close();
    const silent = net.createServer(() => {});
    const silentPort = await portOf(silent);
    const refused = drizzle({ client: new pg.Pool({ port: closedPort, host: '127.0.0.1' }) });
    const hung = drizzle({
      client: new pg.Pool({ port: silentPort, host: '127.0.0.1', connectionTimeoutMillis: 200 }),
    });
    const app = await appWith((a) => {
      a.get('/refused', () => refused.execute(sql`select 1`));
      a.get('/hung', () => hung.execute(sql`select 1`));
    });
    for (const url of ['/refused', '/hung']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toMatchObject({
        success: false,
        error: 'DATABASE_UNAVAILABLE',
        message: 'Veritabanına şu anda ulaşılamıyor. Birkaç saniye içinde yeniden denenecek.',
      });
    }
    await Promise.all([refused.$client.end(), hung.$client.end()]);
    silent.close();
  });
});

/** Listens on a free port of 127.0.0.1 and says which. */
async function portOf(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}
