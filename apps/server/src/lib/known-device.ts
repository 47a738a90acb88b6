import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { readCookie } from './refresh-cookie.ts';

/**
 * The staff app's known-device cookie (docs/decisions/050-behind-a-proxy.md): a device where an
 * account signed in successfully is told apart from the rest of the restaurant's Wi-Fi, so an
 * attacker's failed sign-ins from the same address do not pause that account's sign-in there.
 *
 * Value: `<device id>.<tag>.<tag>…`, one tag per account that signed in on the device, each an
 * HMAC of the device id and the account under the server's secret; it names no e-mail and
 * cannot be made for another account. Sent only to the sign-in path, HttpOnly,
 * SameSite=Strict, Secure over HTTPS, kept a year.
 */
export const KNOWN_DEVICE_COOKIE = 'masa_staff_device';
const PATH = '/api/staff/login';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** A shared tablet remembers this many accounts, the latest first. */
const MAX_ACCOUNTS = 10;
const PART = /^[\w-]{22}$/;

type Device = { id: string; tags: string[] };

function readDevice(request: FastifyRequest): Device | undefined {
  const [id, ...tags] = (readCookie(request, KNOWN_DEVICE_COOKIE) ?? '').split('.');
  if (!id || !PART.test(id) || tags.length > MAX_ACCOUNTS) return undefined;
  return { id, tags: tags.filter((tag) => PART.test(tag)) };
}

const tagOf = (secret: string, deviceId: string, account: string) =>
  createHmac('sha256', secret)
    .update(`known-device:${deviceId}:${account}`)
    .digest('base64url')
    .slice(0, 22);

const same = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The device's id when the request's cookie says `account` signed in on it; else undefined. */
export function knownDevice({
  request,
  secret,
  account,
}: {
  request: FastifyRequest;
  secret: string;
  account: string;
}): string | undefined {
  const device = readDevice(request);
  if (!device) return undefined;
  const tag = tagOf(secret, device.id, account);
  return device.tags.some((t) => same(t, tag)) ? device.id : undefined;
}

/** The Set-Cookie after `account` signed in: the device keeps its id, the account goes first. */
export function knownDeviceCookie({
  request,
  secret,
  account,
}: {
  request: FastifyRequest;
  secret: string;
  account: string;
}): string {
  const device = readDevice(request) ?? { id: randomBytes(16).toString('base64url'), tags: [] };
  const tag = tagOf(secret, device.id, account);
  const tags = [tag, ...device.tags.filter((t) => t !== tag)].slice(0, MAX_ACCOUNTS);
  return [
    `${KNOWN_DEVICE_COOKIE}=${[device.id, ...tags].join('.')}`,
    `Path=${PATH}`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');
}
