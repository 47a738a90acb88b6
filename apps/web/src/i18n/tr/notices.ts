// What the business did for the diner, told on any screen (issue 20). The statuses are the
// specification's labels (001 §4); the sentences around them are ours.
export const notices = {
  orderStatus: (number: string, label: string) => `Sipariş #${number}: ${label}`, // ours
  expected: (time: string) => `Tahmini hazır olma: ${time}`, // ours
  reason: (reason: string) => `Neden: ${reason}`, // ours
  waiterOnTheWay: 'Garson masanıza geliyor.', // ours
  waiterOnTheWayFor: (number: string) => `Garson masanıza geliyor (Sipariş #${number}).`, // ours
  billOnTheWay: (number: string) => `Hesabınız yolda (Sipariş #${number}).`, // ours
  messageAnswer: (number: string, message: string) =>
    `İşletmeden yanıt (Sipariş #${number}): ${message}`, // ours
} as const;
