import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { symbols } from 'pino';

type RequestLike = { method: string; url: string; ip?: string };

/**
 * The server's pino options. Request lines carry the path without its query string (reset and
 * verification links, table tokens and e-mails travel there), and anything logged under a
 * secret or personal field name is replaced by pino's redaction.
 */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...[
          'password',
          'passwordHash',
          'token',
          'refreshToken',
          'idToken',
          'email',
          'phone',
          'address',
          'name',
        ].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: RequestLike) => ({
        method: request.method,
        url: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * Fastify's `childLoggerFactory`: the logger of each request, carrying its `reqId`. pino's own
 * `child()` runs the bindings through every redaction path (the `*.` wildcards above apply to
 * any key) and rebuilds the child's formatters and level methods: 4 % of the server's time on
 * a cached menu read (docs/performance.md). The request id is ours, with nothing to redact, so
 * the child is made the way pino makes one without options: the parent's logger as prototype
 * and its bindings text extended, through `pino.symbols`. Anything else goes to `child()`.
 */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: object,
): FastifyBaseLogger {
  const parent = logger as FastifyBaseLogger & Record<symbol, unknown>;
  const parentBindings = parent[symbols.chindingsSym];
  const keys = Object.keys(bindings);
  const onlyRequestId =
    keys.length === 1 && keys[0] === 'reqId' && typeof bindings.reqId === 'string';
  if (!onlyRequestId || Object.keys(options).length > 0 || typeof parentBindings !== 'string')
    return logger.child(bindings, options);
  const child = Object.create(logger) as FastifyBaseLogger & Record<symbol, unknown>;
  child[symbols.chindingsSym] = `${parentBindings},"reqId":${JSON.stringify(bindings.reqId)}`;
  return child;
}
