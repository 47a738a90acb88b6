export const nav = {
  label: 'Ana menü',
  home: 'Ana Sayfa',
  qr: 'QR Tara',
  orders: 'Siparişler',
  profile: 'Profilim',
  login: 'Giriş',
  menu: 'Menü', // ours: the cart's bar (000 §2.2)
  cart: 'Sepetim',
} as const;
