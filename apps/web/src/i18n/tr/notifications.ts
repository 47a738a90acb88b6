export const notifications = {
  regionLabel: 'Bildirimler',
  close: 'Kapat',
} as const;
