/** Turkish answers about a table's sitting (ADR 042), in the voice of 001 §8. */
export const TABLE_SESSION_MESSAGES = {
  /** The key's sitting is over: the staff cleared the table or it was paid and left idle. */
  ended: 'Masadaki oturum sona erdi. Yeni bir oturum için masadaki QR kodu okutun.',
} as const;
