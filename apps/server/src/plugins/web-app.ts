import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { languageOf } from '../i18n/request-language.ts';
import { say } from '../i18n/say.ts';
import { menuPages } from './first-screen/menu-pages.ts';

/**
 * Serves the built diner app at /customerapp/, the built staff app at /staff/ and user uploads
 * at /uploads/.
 */
export async function webApp(app: FastifyInstance) {
  const { webDistDir, staffDistDir, dataDir } = app.config;

  const uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
  });

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/customerapp/'));

  await serveBuiltApp(app, { distDir: webDistDir, prefix: '/customerapp', firstScreen: true });
  await serveBuiltApp(app, { distDir: staffDistDir, prefix: '/staff' });
}

/**
 * One built single-page app under `prefix`: hashed assets cached for a year and sent
 * precompressed, index.html revalidated every time, unknown app routes answered with
 * index.html for the client router, missing assets 404. With `firstScreen` (the diner app), the
 * pages that open a menu carry its first screen (ADR 062).
 */
async function serveBuiltApp(
  app: FastifyInstance,
  {
    distDir,
    prefix,
    firstScreen = false,
  }: { distDir: string; prefix: string; firstScreen?: boolean },
) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`${distDir} has no build; run "npm run build" to serve the app at ${prefix}/`);
    return;
  }

  // Found once at start-up: a file added to the build later is not served until a restart.
  const files = builtFiles(distDir);
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: distDir,
        // No route per file (two each: 716 for both apps, every one a long-lived Fastify
        // context): the one route below looks the file up in `files` (ADR 112, since then).
        serve: false,
        index: false,
        // The build writes .br and .gz next to each asset (the apps' vite.config.ts), sent in
        // place of the asset itself.
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'Cache-Control',
            hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          // The diner app's service worker (ADR 047) serves the app at `prefix` itself, without
          // the trailing slash (the router's home), which is above the script's own folder.
          if (filePath === path.join(distDir, 'sw.js')) {
            reply.header('Service-Worker-Allowed', prefix);
          }
        },
      });
      scope.route<{ Params: { '*': string } }>({
        method: ['GET', 'HEAD'],
        url: '/*',
        schema: { hide: true },
        handler: (request, reply) =>
          files.has(request.params['*'])
            ? reply.sendFile(request.params['*'])
            : reply.callNotFound(),
        errorHandler: (error, request, reply) => {
          // A phone that went away mid-download: nobody is left to answer.
          if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return request.raw.destroy();
          return scope.errorHandler(error, request, reply);
        },
      });
      scope.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
      if (firstScreen) {
        const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
        menuPages(scope, { distDir, indexHtml, sendIndex });
      }
      // Client-side routes (/customerapp/menu/…) get the app shell; missing assets stay 404, as
      // do the .br and .gz copies and anything else not in `files`.
      scope.setNotFoundHandler((request, reply) => {
        if (request.method === 'GET' && !request.url.startsWith(`${prefix}/assets/`)) {
          return sendIndex(reply);
        }
        const message = say(languageOf(request), { id: 'error.NOT_FOUND.route', values: {} });
        return reply.status(404).send({ success: false, error: 'NOT_FOUND', message });
      });
    },
    { prefix },
  );

  function sendIndex(reply: FastifyReply) {
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html', distDir);
  }
}

/**
 * The build's files by their path under `distDir` ('assets/index-abc123.js'): not the .br and
 * .gz copies, which are sent in place of their asset, and nothing hidden (a dotfile, or a file
 * in a dot-folder), as @fastify/static's own listing left them out.
 */
function builtFiles(distDir: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(distDir, path.join(entry.parentPath, entry.name));
    const url = file.split(path.sep).join('/');
    if (/(^|\/)\./.test(url) || /\.(br|gz)$/.test(url)) continue;
    files.add(url);
  }
  return files;
}
