export const nav = {
  label: 'Ana menü',
  home: 'Ana Sayfa',
  qr: 'QR Tara',
  orders: 'Siparişler',
  profile: 'Profilim',
  login: 'Giriş',
  menu: 'Menü', // ours: the cart's bar (000 §2.2)
  cart: 'Sepetim',
  // Issue 29 §3 (ADR 055): every diner of a sitting reaches the table's orders in one tap.
  tableOrders: 'Masanın Siparişleri',
  tableOrdersHint: 'Hesabı bölün, kendi ürünlerinizi ödeyin',
} as const;
