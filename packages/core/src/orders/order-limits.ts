// Limits of the order area (001 §5, §9), shared by forms, the server and the socket layer.

export const PERSON_COUNT_MIN = 1;
export const PERSON_COUNT_MAX = 20;
export const DEFAULT_PERSON_COUNT = 1;
/** Capacity assumed for a table whose seats are not known. */
export const DEFAULT_TABLE_SEATS = 4;
/**
 * A party may outgrow its table (chairs are pulled up): up to twice its seats, never above
 * PERSON_COUNT_MAX (docs/decisions/065-party-larger-than-its-table.md).
 */
export const PARTY_SEATS_FACTOR = 2;

/** The largest party that may order at a table of `seats`. */
export const maxPartyAtTable = (seats: number): number =>
  Math.min(PERSON_COUNT_MAX, Math.max(1, Math.floor(seats)) * PARTY_SEATS_FACTOR);

/** More people than the table seats: they may order, and the staff see it flagged. */
export const isPartyOverSeats = ({ personCount, seats }: { personCount: number; seats: number }) =>
  personCount > seats;

export const PRODUCT_NOTE_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 200;
/** The message counter turns to a warning above this many characters. */
export const MESSAGE_WARNING_LENGTH = 180;
export const REVIEW_COMMENT_MAX_LENGTH = 500;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/**
 * Orders of one table still waiting for the staff to accept them (status pending): one more is
 * refused until the staff accept one (issue 28). A busy table of friends sends two or three.
 */
export const MAX_PENDING_ORDERS_PER_TABLE = 5;
/** After a waiter call, the next one is refused for this long. */
export const WAITER_COOLDOWN_MS = 30_000;
export const EQUAL_SPLIT_MIN_PEOPLE = 2;
/** Orders offered for feedback: the latest 5 finished ones. */
export const FEEDBACK_RECENT_ORDERS = 5;
/** Orders highlighted on the history tab. */
export const HISTORY_HIGHLIGHT_ORDERS = 2;
export const GUEST_NAME = 'Misafir';
