// Ours (issue 20): a business outside its opening hours. Its own module: only a closed
// business's menu loads it (ADR 029).
export const hours = {
  closedTitle: 'Şu an kapalı',
  closedNoOpening: 'Şu an sipariş alınmıyor.',
  closedBrowse: 'Menüye göz atabilirsiniz; sipariş açılış saatinde verilebilir.',
  openingHours: 'Çalışma saatleri',
} as const;
