import { describe, expect, it } from 'vitest';
import {
  boardSettingsBody,
  businessProfileBody,
  campaignBody,
  serviceChargeBody,
} from './business-settings.schemas.ts';
import { sayRule } from '../testing/say-rule.ts';

const profile = {
  name: 'Boğaziçi Lokantası',
  phone: '0212 555 12 34',
  email: '',
  address: { street: 'Muallim Naci Cad. No: 1', city: 'İstanbul', state: '', zipCode: '34345' },
};
/** The first refusal, said in Turkish as the server and the staff app say it (ADR 117). */
const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => {
  const first = result.error?.issues[0]?.message;
  return first === undefined ? undefined : sayRule(first);
};

describe('service settings schemas (the form and the server check the same)', () => {
  it('takes Turkish phone numbers as people type them, and refuses others', () => {
    for (const phone of ['+90 232 464 12 34', '0 (212) 555-12-34', '5321234567', '05321234567']) {
      expect(businessProfileBody.safeParse({ ...profile, phone }).success, phone).toBe(true);
    }
    for (const phone of ['12', '+44 20 7946 0958', '0212 555 12 3x']) {
      expect(message(businessProfileBody.safeParse({ ...profile, phone })), phone).toBe(
        'Geçerli bir telefon numarası girin (ör. 0212 555 12 34)',
      );
    }
  });

  it('wants red after amber on the board', () => {
    expect(boardSettingsBody.safeParse({ amberMinutes: 10, redMinutes: 11 }).success).toBe(true);
    expect(message(boardSettingsBody.safeParse({ amberMinutes: 10, redMinutes: 10 }))).toBe(
      'Kırmızı eşik sarı eşikten büyük olmalı',
    );
  });

  it('caps a percentage at 100 but not an amount in kuruş', () => {
    const charge = { name: 'Kuver', calculation: 'per_person', value: 150_00, vatRate: 10 };
    expect(serviceChargeBody.safeParse(charge).success).toBe(true);
    expect(message(serviceChargeBody.safeParse({ ...charge, calculation: 'percentage' }))).toBe(
      'Yüzde 0 ile 100 arasında bir tam sayı olmalı',
    );
  });

  it('upper-cases a campaign code and refuses an end before the start or a day that is none', () => {
    const campaign = { title: 'Çaylar Bizden', discountType: 'fixed', discountValue: 25_00 };
    expect(campaignBody.parse({ ...campaign, campaignCode: 'caybizden' }).campaignCode).toBe(
      'CAYBIZDEN',
    );
    expect(
      message(
        campaignBody.safeParse({ ...campaign, startDate: '2026-05-02', endDate: '2026-05-01' }),
      ),
    ).toBe('Bitiş tarihi başlangıçtan önce olamaz');
    expect(message(campaignBody.safeParse({ ...campaign, startDate: '2026-02-29' }))).toBe(
      'Tarih YYYY-AA-GG biçiminde olmalı',
    );
  });
});
