import { texts } from '../../i18n/texts.ts';
import { api } from '../api-client.ts';
import { readSession, type Session } from './read-session.ts';

const t = texts('auth');

/**
 * POST /users/customer/guest (000 §6, §7.2): a guest account for this device, signed in. The
 * app asks for one only when a visitor places an order (docs/decisions/036-guest-ordering.md).
 */
export async function createGuest(): Promise<Session> {
  const { data } = await api.send<unknown>('/users/customer/guest', { method: 'POST', body: {} });
  const session = readSession(data);
  if (!session) throw new Error(t('auth.guest.noToken'));
  return session;
}
