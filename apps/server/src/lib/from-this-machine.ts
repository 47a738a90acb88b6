import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * True only when the request comes from this machine: the TCP peer is a loopback address and,
 * behind a trusted proxy, so is the client it forwards for. A development door (outbox,
 * development sign-in) answers nobody else, whatever the listen address
 * (docs/decisions/007-development-doors.md).
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return LOOPBACK.test(peer) && LOOPBACK.test(request.ip);
}
