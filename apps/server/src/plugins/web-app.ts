import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built diner app at /customerapp/ (hashed assets cached for a year, index.html
 * revalidated every time, unknown app routes answered with index.html for the client router)
 * and user uploads at /uploads/.
 */
export async function webApp(app: FastifyInstance) {
  const { webDistDir, dataDir } = app.config;

  const uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
  });

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/customerapp/'));

  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    app.log.warn(
      `${webDistDir} has no build; run "npm run build" to serve the app at /customerapp/`,
    );
    return;
  }

  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        index: false,
        // One route per file of the build, found at start-up; everything else falls through
        // to the not-found handler below, which answers app routes with index.html.
        wildcard: false,
        // The build writes .br and .gz next to each asset (apps/web/vite.config.ts).
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'Cache-Control',
            hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
      scope.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
      // Client-side routes (/customerapp/menu/…) get the app shell; missing assets stay 404.
      scope.setNotFoundHandler((request, reply) => {
        if (request.method === 'GET' && !request.url.startsWith('/customerapp/assets/')) {
          return sendIndex(reply);
        }
        return reply
          .status(404)
          .send({ success: false, error: 'NOT_FOUND', message: 'İstenilen kaynak bulunamadı' });
      });
    },
    { prefix: '/customerapp' },
  );

  function sendIndex(reply: FastifyReply) {
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html', webDistDir);
  }
}
