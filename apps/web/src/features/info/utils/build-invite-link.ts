import { APP_BASE_PATH } from '../../../lib/navigation.ts';

/** The user's invite link: registration reads `invite` and sends it as the invite code. */
export function buildInviteLink(origin: string, inviteCode: string): string {
  return `${origin}${APP_BASE_PATH}/register?invite=${encodeURIComponent(inviteCode)}`;
}
