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
import { addCartItem } from './cart-lines.ts';
import { cartState } from './cart-state.ts';
import {
  changeWaiting,
  isWaitingId,
  keepWaiting,
  readWaiting,
  takeWaitingExcept,
  toWaitingItem,
  type WaitingLine,
  waitingId,
} from './waiting-lines.ts';
import { loadCode } from '../load-code.ts';

/**
 * Follows the phone's table sitting (ADR 042, 043): loaded by use-cart.ts only when the phone
 * joined one. Alone at the table, it only listens (the sitting's socket room, `session:updated`)
 * for a second diner. With one, the cart is the sitting's shared cart: the lines the phone had
 * in its own cart for that business move into it as its diner's, then the cart is read, and
 * kept current through the same room (`cart:updated`: a newer version is read again; after a
 * reconnect too). The socket code loads 3 s after the page loaded, when the browser is idle:
 * after the menu is usable (ADR 029).
 * Offline, a line added waits on the phone (waiting-lines.ts), shown after the server's lines
 * and marked as not sent, and is sent once the connection returns (issue 30).
 */

type Followed = { key: string; sessionId: string; party: boolean; release: () => void };
let followed: Followed | null = null;
let version = -1;
/** The server's lines as it last answered them (null before its first answer). */
let serverLines: CartItem[] | null = null;

/** The cart on screen: the server's lines, then this phone's lines still waiting to be sent. */
function show(): void {
  if (!followed?.party) return;
  const { sessionId } = followed;
  const waiting = readWaiting().filter((line) => line.sessionId === sessionId);
  if (serverLines === null && waiting.length === 0) return;
  cartState.setShared({ version, lines: [...(serverLines ?? []), ...waiting.map(toWaitingItem)] });
}

function apply(cart: SharedCart): void {
  if (!followed?.party || cart.sessionId !== followed.sessionId || cart.version < version) return;
  version = cart.version;
  serverLines = cart.lines.map(toCartItem);
  show();
}

/**
 * Runs a call of the shared cart; a sitting that is over sends the phone back to its own cart.
 * `taken` runs once the server answered, before its cart is shown.
 */
async function call(run: () => Promise<SharedCart>, taken?: () => void): Promise<void> {
  try {
    const cart = await run();
    taken?.();
    apply(cart);
  } catch (error) {
    if (isApiError(error) && SITTING_GONE_CODES.has(error.code ?? '')) forgetTableSitting();
    throw error;
  }
}

export const refresh = () => call(getSharedCart);

/** Moves the phone's own lines of the sitting's business into the shared cart. */
async function moveOwnLines(businessId: string): Promise<void> {
  for (const item of cartState.localItems().filter((line) => line.businessId === businessId)) {
    try {
      apply(await addSharedLine(item, crypto.randomUUID()));
    } catch {
      // A line the menu no longer sells stays on the phone; the rest still moves.
      continue;
    }
    cartState.setLocal(cartState.localItems().filter((line) => line.id !== item.id));
  }
}

/** Follows the stored sitting as it is now (alone or a party), or stops when there is none. */
export async function follow(): Promise<void> {
  const sitting = readStoredSitting();
  const same =
    followed?.key === sitting?.key &&
    followed?.sessionId === sitting?.sessionId &&
    followed?.party === sitting?.party;
  if (followed && same) return;
  followed?.release();
  followed = null;
  version = -1;
  serverLines = null;
  cartState.setShared(null);
  keepOnPhone(sitting?.party ? sitting.sessionId : null);
  if (!sitting) return;
  const current: Followed = { ...sitting, release: () => {} };
  followed = current;
  if (sitting.party) {
    show();
    await moveOwnLines(sitting.businessId);
    await refresh().catch(() => undefined);
    void sendWaiting();
  }
  current.release = afterFirstLoad(() => void listen(current));
}

const importSocket = () => import('../socket.ts');

async function listen(current: Followed): Promise<void> {
  const { getSocket, joinRoom, onReconnect, roomName } = await loadCode(importSocket);
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
    if (current.party) void refresh().then(sendWaiting, () => undefined);
  };
  socket.on('room:joined', onJoined);
  socket.on('session:updated', onSession);
  socket.on('cart:updated', onCart);
  const leave = joinRoom(room);
  // A sitting that ended before the room opened refuses it: read it once now as well.
  void checkTableSitting();
  const stopReconnect = onReconnect(() => {
    void checkTableSitting();
    if (current.party) void refresh().then(sendWaiting, () => undefined);
  });
  current.release = () => {
    socket.off('room:joined', onJoined);
    socket.off('session:updated', onSession);
    socket.off('cart:updated', onCart);
    stopReconnect();
    leave();
  };
}

const isNetworkFailure = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

/**
 * 'Sepete Ekle' at a table. Offline, or when the call fails for want of a connection (it may
 * have reached the server), the line waits on the phone with its Idempotency-Key and is sent
 * when the connection returns: 'waiting'. Never shown as the table's before the server took it.
 */
export async function addLine(item: CartItem): Promise<'added' | 'waiting'> {
  await follow();
  if (!followed) throw new Error('no table sitting to add to');
  const line: WaitingLine = { sendKey: crypto.randomUUID(), sessionId: followed.sessionId, item };
  if (navigator.onLine) {
    try {
      await call(() => addSharedLine(item, line.sendKey));
      return 'added';
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  keepWaiting(line);
  show();
  return 'waiting';
}

let sending: Promise<void> | null = null;

/** Sends the lines waiting for this sitting, one at a time, once; stops when the signal goes. */
export function sendWaiting(): Promise<void> {
  sending ??= sendEach().finally(() => (sending = null));
  return sending;
}

async function sendEach(): Promise<void> {
  const current = followed;
  for (const line of readWaiting()) {
    if (!current?.party || followed !== current || !navigator.onLine) return;
    if (line.sessionId !== current.sessionId || line.refused !== undefined) continue;
    const id = waitingId(line);
    try {
      await call(
        () => addSharedLine(line.item, line.sendKey),
        () => changeWaiting(id, () => null),
      );
    } catch (error) {
      if (isNetworkFailure(error) || !isApiError(error)) return;
      if (SITTING_GONE_CODES.has(error.code ?? '')) return;
      // Refused (sold out since, say): the diner reads why on the line, and removes it.
      changeWaiting(id, (waiting) => ({ ...waiting, refused: error.message }));
      show();
    }
  }
}

/** Lines that waited for a sitting the phone no longer shares go back to the phone's cart. */
function keepOnPhone(sessionId: string | null): void {
  const stray = takeWaitingExcept(sessionId);
  if (stray.length === 0) return;
  cartState.setLocal(
    stray.reduce((items, line) => addCartItem(items, line.item), cartState.localItems()),
  );
}

export const setQuantity = (id: string, quantity: number) =>
  call(() => setSharedQuantity(id, quantity));

export async function removeLine(id: string): Promise<void> {
  if (!isWaitingId(id)) return call(() => removeSharedLine(id));
  changeWaiting(id, () => null);
  show();
}

/** 'Sepeti boşalt' at a table: the diner's own lines; the others' are theirs. */
export async function clearMine(): Promise<void> {
  for (const line of cartState.getItems().filter((item) => item.diner?.isMine))
    await removeLine(line.id);
}

// The connection returned: what waits goes (the socket's reconnect sends it too).
window.addEventListener('online', () => void sendWaiting());
