export const nav = {
  label: 'Ana menü',
  home: 'Ana Sayfa',
  qr: 'QR Tara',
  orders: 'Siparişler',
  profile: 'Profilim',
  login: 'Giriş',
} as const;
