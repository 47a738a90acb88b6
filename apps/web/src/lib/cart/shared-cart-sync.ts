import type { SharedCart } from '@masa/core/tables/shared-cart.schemas';
import { isApiError } from '../api/api-error.ts';
import { checkTableSitting, forgetTableSitting, SITTING_GONE_CODES } from '../table-sitting.ts';
import { readStoredSitting } from '../table-sitting-store.ts';
import { afterFirstLoad } from '../after-first-load.ts';
import {
  addSharedLine,
  getSharedCart,
  removeSharedLine,
  setSharedQuantity,
  toCartItem,
} from './shared-cart.ts';
import type { CartItem } from './cart-item.ts';
import { cartStore } from './use-cart.ts';

/**
 * Follows the phone's table sitting (ADR 042, 043): loaded by use-cart.ts only when the phone
 * joined one. Alone at the table, it only listens (the sitting's socket room, `session:updated`)
 * for a second diner. With one, the cart is the sitting's shared cart: the lines the phone had
 * in its own cart for that business move into it as its diner's, then the cart is read, and
 * kept current through the same room (`cart:updated`: a newer version is read again; after a
 * reconnect too). The socket code loads 3 s after the page loaded, when the browser is idle:
 * after the menu is usable (ADR 029).
 */

type Followed = { key: string; sessionId: string; party: boolean; release: () => void };
let followed: Followed | null = null;
let version = -1;

function apply(cart: SharedCart): void {
  if (!followed?.party || cart.sessionId !== followed.sessionId || cart.version < version) return;
  version = cart.version;
  cartStore.setShared({ version: cart.version, lines: cart.lines.map(toCartItem) });
}

/** Runs a call of the shared cart; a sitting that is over sends the phone back to its own cart. */
async function call(run: () => Promise<SharedCart>): Promise<void> {
  try {
    apply(await run());
  } catch (error) {
    if (isApiError(error) && SITTING_GONE_CODES.has(error.code ?? '')) forgetTableSitting();
    throw error;
  }
}

export const refresh = () => call(getSharedCart);

/** Moves the phone's own lines of the sitting's business into the shared cart. */
async function moveOwnLines(businessId: string): Promise<void> {
  for (const item of cartStore.localItems().filter((line) => line.businessId === businessId)) {
    try {
      apply(await addSharedLine(item));
    } catch {
      // A line the menu no longer sells stays on the phone; the rest still moves.
      continue;
    }
    cartStore.setLocal(cartStore.localItems().filter((line) => line.id !== item.id));
  }
}

/** Follows the stored sitting as it is now (alone or a party), or stops when there is none. */
export async function follow(): Promise<void> {
  const sitting = readStoredSitting();
  if (followed && followed.key === sitting?.key && followed.party === sitting.party) return;
  followed?.release();
  followed = null;
  version = -1;
  cartStore.setShared(null);
  if (!sitting) return;
  const current: Followed = { ...sitting, release: () => {} };
  followed = current;
  if (sitting.party) {
    await moveOwnLines(sitting.businessId);
    await refresh().catch(() => undefined);
  }
  current.release = afterFirstLoad(() => void listen(current));
}

async function listen(current: Followed): Promise<void> {
  const { getSocket, joinRoom, onReconnect, roomName } = await import('../socket.ts');
  if (followed !== current) return;
  const socket = getSocket();
  const ours = (event: { sessionId: string }) => event.sessionId === current.sessionId;
  const onSession = (event: { sessionId: string }) => {
    if (ours(event)) void checkTableSitting();
  };
  const onCart = (event: { sessionId: string; version: number }) => {
    if (ours(event) && current.party && event.version > version) void refresh().catch(() => {});
  };
  const room = { kind: 'sitting' as const, id: current.sessionId, key: current.key };
  // Once in the room, read what changed before: a diner who joined, a line added meanwhile.
  const onJoined = (event: { room: string }) => {
    if (event.room !== roomName(room)) return;
    void checkTableSitting();
    if (current.party) void refresh().catch(() => undefined);
  };
  socket.on('room:joined', onJoined);
  socket.on('session:updated', onSession);
  socket.on('cart:updated', onCart);
  const leave = joinRoom(room);
  // A sitting that ended before the room opened refuses it: read it once now as well.
  void checkTableSitting();
  const stopReconnect = onReconnect(() => {
    void checkTableSitting();
    if (current.party) void refresh().catch(() => undefined);
  });
  current.release = () => {
    socket.off('room:joined', onJoined);
    socket.off('session:updated', onSession);
    socket.off('cart:updated', onCart);
    stopReconnect();
    leave();
  };
}

export async function addLine(item: CartItem): Promise<void> {
  await follow();
  await call(() => addSharedLine(item));
}

export const setQuantity = (id: string, quantity: number) =>
  call(() => setSharedQuantity(id, quantity));

export const removeLine = (id: string) => call(() => removeSharedLine(id));

/** 'Sepeti boşalt' at a table: the diner's own lines; the others' are theirs. */
export async function clearMine(): Promise<void> {
  for (const line of cartStore.getItems().filter((item) => item.diner?.isMine))
    await removeLine(line.id);
}
