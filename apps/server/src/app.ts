import { createServer } from 'node:http';
import Fastify, { type FastifyReply, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import { requestLogger } from './lib/logger-options.ts';
import type { Db } from './db/client.ts';
import { auth } from './plugins/auth.ts';
import { refreshCookies } from './plugins/refresh-cookie.ts';
import { housekeeping } from './plugins/housekeeping.ts';
import { printerTwins } from './plugins/printer-twins.ts';
import { paymentProvider } from './plugins/payment-provider.ts';
import { fiscalDevice } from './plugins/fiscal-device.ts';
import { menuVersions } from './plugins/menu-versions.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { rateLimits } from './plugins/rate-limits.ts';
import { approvalPins } from './plugins/approval-pins.ts';
import { sessions } from './plugins/sessions.ts';
import { inputGuard } from './plugins/input-guard.ts';
import { say } from './i18n/say.ts';
import { requestLanguage } from './i18n/request-language.ts';
import { answerLanguage } from './plugins/answer-language.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { swagger } from './plugins/swagger.ts';
import { webApp } from './plugins/web-app.ts';
import { createRealtimeServer } from './realtime/socket-server.ts';
import { apiRoutes } from './routes/index.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createMenuFastPath, type FastPath } from './routes/products/menu-fast-path.ts';

// Generic validation messages in Turkish; the spec's own messages come from the core schemas.
z.config(z.locales.tr());

export type BuildAppOptions = {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Called with every route as it is added: the reliability suite's authorization matrix
   * enumerates the route table with it, hidden routes included. */
  onRoute?: (route: RouteOptions) => void;
  /** Where routes read the time that decides windows (lib/clock.ts); the wall clock by default. */
  clock?: Clock;
};

/**
 * The whole HTTP application, without listening: tests build it and call `app.inject`,
 * server.ts builds it and listens. External plugins first, then ours, then the routes.
 */
export async function buildApp({
  config,
  db,
  logger = false,
  onRoute,
  clock = systemClock,
}: BuildAppOptions) {
  // The cached menu read is answered before Fastify once the app is built (ADR 044). The
  // server is Fastify's own HTTP/1 server otherwise, with the timeouts Fastify would set.
  const before: { fastPath?: FastPath } = {};
  const app = Fastify({
    serverFactory: (handler, options) => {
      const server = createServer((request, response) => {
        if (!before.fastPath?.(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = Number(options.keepAliveTimeout ?? 72_000);
      server.requestTimeout = Number(options.requestTimeout ?? 0);
      server.setTimeout(Number(options.connectionTimeout ?? 0));
      return server;
    },
    logger,
    childLoggerFactory: requestLogger,
    trustProxy: typeof config.trustProxy === 'number' ? hops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Custom table codes may be long URLs (000 §4.3): allow long path parameters.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // The router's own refusals (a path whose percent-encoding is not UTF-8, a bad
    // Content-Type) in the same envelope and language as every other 400.
    frameworkErrors: (error, request, reply) => {
      const badUrl = error.code === 'FST_ERR_BAD_URL';
      void (reply as FastifyReply).status(400).send({
        success: false,
        error: badUrl ? 'INVALID_TEXT' : 'BAD_REQUEST',
        message: say(requestLanguage(request.headers['accept-language']), {
          id: badUrl ? 'error.INVALID_TEXT.invalidCharacter' : 'request.badRequest',
          values: {},
        }),
      });
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock);

  await app.register(errorHandler);
  await app.register(answerLanguage);
  await app.register(securityHeaders);
  await app.register(swagger);
  await app.register(inputGuard);
  await app.register(sessions);
  await app.register(auth);
  await app.register(refreshCookies);
  await app.register(rateLimits);
  await app.register(approvalPins);
  await app.register(housekeeping);
  await app.register(printerTwins);
  await app.register(paymentProvider);
  await app.register(fiscalDevice);
  await app.register(menuVersions);
  await app.register(fastifyMultipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });

  await app.register(apiRoutes, { prefix: '/api' });

  await app.register(webApp);
  before.fastPath = createMenuFastPath({ db, headers: app.dataAnswerHeaders, log: app.log });

  const realtime = await createRealtimeServer(app);
  app.decorate('io', realtime.io);
  // Before the HTTP server closes: open sockets would otherwise hold it open.
  app.addHook('preClose', realtime.close);
  return app;
}

/**
 * TRUST_PROXY=N: the N addresses nearest the server are proxies, so the client is the address
 * before them (proxy-addr's hop count). Fastify 5 trusts no hop for a plain number (it cannot
 * tell the proxy from a direct client), so the count is given as a function (ADR 050).
 */
const hops = (count: number) => (_address: string, hop: number) => hop < count;

export type App = Awaited<ReturnType<typeof buildApp>>;
