/** Turkish answers about a table's sitting (ADR 042), in the voice of 001 §8. */
export const TABLE_SESSION_MESSAGES = {
  /** No key of this table's sitting: the diner scans the printed code to join it. */
  notJoined: 'Masadaki oturuma katılmadınız. Lütfen masadaki QR kodu okutun.',
  /** The key's sitting is over: the staff cleared the table or it was paid and left idle. */
  ended: 'Masadaki oturum sona erdi. Yeni bir oturum için masadaki QR kodu okutun.',
  joined: 'Masaya katıldınız.',
  unknownKey: 'Masa oturumu bulunamadı.',
} as const;
