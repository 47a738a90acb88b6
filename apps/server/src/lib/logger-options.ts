import type { FastifyServerOptions } from 'fastify';

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
