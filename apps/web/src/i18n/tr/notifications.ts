export const notifications = {
  regionLabel: 'Bildirimler',
  close: 'Bildirimi kapat',
} as const;
