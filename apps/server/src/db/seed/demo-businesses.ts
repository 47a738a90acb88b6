import { AROUND_THE_CLOCK } from '@masa/core/hours/opening-hours.schemas';
import { BOGAZ_MENU } from './demo-bogaz-menu.ts';
import { EGE_MENU } from './demo-ege-menu.ts';
import { KUGULU_MENU } from './demo-kugulu-menu.ts';
import type { DemoBusiness, DemoTable } from './demo-types.ts';
import { type BusinessSettings, DEFAULT_BUSINESS_SETTINGS } from '../schema/json-types.ts';

const table = (number: number, name: string, seats: number, type: DemoTable['type']) => ({
  number,
  name,
  seats,
  type,
});

const hours = (opens: string, closes: string) => ({ closed: false, opens, closes });

/** A new business's settings (cash and card, VAT in the price) with these methods changed. */
const accepting = (methods: Partial<BusinessSettings['payment']>): BusinessSettings => ({
  ...DEFAULT_BUSINESS_SETTINGS,
  payment: { ...DEFAULT_BUSINESS_SETTINGS.payment, ...methods },
});

/**
 * The demo businesses. Their payment settings differ on purpose (001 §9 method keys). The two
 * restaurants are open around the clock, so a meal can be tried (and the e2e suite run) at any
 * hour; the café keeps real hours to show them (issue 20), and no spec but the hours' orders
 * there. Campaigns promise only what the server enforces (ADR 041): a minimum and a discount.
 */
export const DEMO_BUSINESSES: DemoBusiness[] = [
  {
    slug: 'bogaz',
    name: 'Boğaziçi Lokantası',
    tagline: 'Bebek · Kahvaltı ve Izgara',
    description:
      'Bebek sahilinde, Boğaz manzaralı kahvaltı ve ızgara lokantası. Meşe kömüründe ızgaralar, ev yapımı mezeler ve demli çay.',
    address: {
      street: 'Cevdet Paşa Cad. No: 34, Bebek',
      city: 'İstanbul',
      state: 'Beşiktaş',
      zipCode: '34342',
      country: 'Türkiye',
    },
    phone: '+90 212 263 45 67',
    email: 'iletisim@bogaz.masa.app',
    settings: {
      ...accepting({ acceptSodexo: true }),
      fiscal: { taxOffice: 'Beşiktaş', taxNumber: '1790012345' },
    },
    openingHours: AROUND_THE_CLOCK,
    theme: { from: '#1e3a8a', to: '#0ea5e9', accent: '#fbbf24' },
    staffName: 'Mehmet Kaya',
    tables: [
      table(1, 'Cam Kenarı 1', 2, 'window'),
      table(2, 'Cam Kenarı 2', 2, 'window'),
      table(3, 'Cam Kenarı 3', 4, 'window'),
      table(4, 'Salon 4', 4, 'standard'),
      table(5, 'Salon 5', 6, 'standard'),
      table(6, 'Bahçe 6', 4, 'garden'),
      table(7, 'Bahçe 7', 4, 'garden'),
      table(8, 'Bahçe 8', 8, 'garden'),
      table(9, 'VIP Loca', 10, 'vip'),
      table(10, 'Bar 10', 2, 'bar'),
    ],
    categories: BOGAZ_MENU,
    campaigns: [
      {
        title: 'Kahvaltı Keyfi',
        description: '500 TL ve üzeri siparişlerde %15 indirim. Kodu sepette girin.',
        type: 'discount',
        discountType: 'percentage',
        discountValue: 15,
        minOrderAmount: 500_00,
        campaignCode: 'KAHVALTI15',
        endsInDays: 90,
      },
      {
        title: 'Çaylar Bizden',
        description: '300 TL ve üzeri siparişlerde bir çay bizden: hesaptan 25 TL düşülür.',
        type: 'gift',
        discountType: 'fixed',
        discountValue: 25_00,
        minOrderAmount: 300_00,
        campaignCode: 'CAYBIZDEN',
        endsInDays: 60,
      },
    ],
    serviceCharges: [],
  },
  {
    slug: 'ege',
    name: 'Ege Sofrası',
    tagline: 'Alsancak · Meze, Balık ve Rakı',
    description:
      'Alsancak’ta Ege otları, günlük balık ve rakı sofrası. Kordon’a iki adım, akşamları canlı fasıl.',
    address: {
      street: 'Kıbrıs Şehitleri Cad. No: 112, Alsancak',
      city: 'İzmir',
      state: 'Konak',
      zipCode: '35220',
      country: 'Türkiye',
    },
    phone: '+90 232 464 12 34',
    email: 'merhaba@ege.masa.app',
    settings: accepting({ acceptOnlinePayment: true, acceptMutlinet: true }),
    openingHours: AROUND_THE_CLOCK,
    theme: { from: '#065f46', to: '#14b8a6', accent: '#fde047' },
    staffName: 'Ayşe Demir',
    tables: [
      table(1, 'Teras 1', 4, 'garden'),
      table(2, 'Teras 2', 4, 'garden'),
      table(3, 'Teras 3', 6, 'garden'),
      table(4, 'Masa 4', 2, 'standard'),
      table(5, 'Masa 5', 4, 'standard'),
      table(6, 'Masa 6', 4, 'standard'),
      table(7, 'Cam Kenarı 7', 2, 'window'),
      table(8, 'VIP 8', 12, 'vip'),
    ],
    categories: EGE_MENU,
    campaigns: [
      {
        title: 'Rakı Balık Akşamı',
        description: '1.500 TL ve üzeri siparişlerde %10 indirim.',
        type: 'discount',
        discountType: 'percentage',
        discountValue: 10,
        minOrderAmount: 1500_00,
        campaignCode: 'RAKIBALIK',
        endsInDays: 120,
      },
      {
        title: 'Hoş Geldin İndirimi',
        description: '400 TL ve üzeri siparişlerde 50 TL indirim.',
        type: 'discount',
        discountType: 'fixed',
        discountValue: 50_00,
        minOrderAmount: 400_00,
        campaignCode: 'EGE50',
        endsInDays: 30,
      },
    ],
    serviceCharges: [],
  },
  {
    slug: 'kugulu',
    name: 'Kuğulu Kahvecisi',
    tagline: 'Kavaklıdere · Kahve ve Tatlı',
    description:
      'Kuğulu Park’a bakan küçük bir kahveci: günlük kavrulan kahve ve ev yapımı tatlılar.',
    address: {
      street: 'Tunalı Hilmi Cad. No: 88, Kavaklıdere',
      city: 'Ankara',
      state: 'Çankaya',
      zipCode: '06680',
      country: 'Türkiye',
    },
    phone: '+90 312 427 18 18',
    email: 'merhaba@kugulu.masa.app',
    settings: accepting({}),
    // Closed on Mondays; past midnight on Friday and Saturday.
    openingHours: {
      days: [
        { closed: true, opens: '08:00', closes: '22:00' },
        hours('08:00', '22:00'),
        hours('08:00', '22:00'),
        hours('08:00', '22:00'),
        hours('08:00', '01:00'),
        hours('09:00', '01:00'),
        hours('09:00', '22:00'),
      ],
    },
    theme: { from: '#7c2d12', to: '#d97706', accent: '#fef3c7' },
    staffName: 'Zeynep Arslan',
    tables: [
      table(1, 'Pencere 1', 2, 'window'),
      table(2, 'Pencere 2', 2, 'window'),
      table(3, 'Salon 3', 4, 'standard'),
      table(4, 'Bahçe 4', 4, 'garden'),
    ],
    categories: KUGULU_MENU,
    campaigns: [],
    serviceCharges: [],
  },
];
