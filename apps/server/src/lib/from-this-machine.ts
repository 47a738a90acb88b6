import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Headers a proxy adds for the client it forwards. Their presence says the loopback peer is a
 * proxy speaking for someone else, whoever wrote them (a client can write them too).
 */
const FORWARDING =
  /^(?:forwarded|via|x-forwarded-.+|x-real-ip|x-client-ip|x-cluster-client-ip|x-original-forwarded-for|true-client-ip|cf-connecting-ip|fastly-client-ip)$/;

/**
 * True only when the request reached the server straight from this machine: the TCP peer is a
 * loopback address, no header says it was forwarded, and no proxy is configured in front
 * (TRUST_PROXY). A proxy on this machine makes every client loopback, and a client-written
 * X-Forwarded-For must not open anything either, so a development door (outbox, development
 * sign-in) answers nobody else, whatever the listen address (docs/decisions/007-development-doors.md,
 * 050-behind-a-proxy.md).
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (request.server.config.trustProxy !== false) return false;
  if (Object.keys(request.headers).some((name) => FORWARDING.test(name))) return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? '');
}
