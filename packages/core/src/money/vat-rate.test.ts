import { describe, expect, it } from 'vitest';
import { guessVatRateFromName, isDrinkName } from './guess-vat-rate-from-name.ts';
import { normalizeVatRate, vatRateToPercent } from './normalize-vat-rate.ts';

describe('normalizeVatRate (001 §9)', () => {
  it('gives the default 0.1 for undefined, negative, below 0.01 and non-numbers', () => {
    expect(normalizeVatRate(undefined)).toBe(0.1);
    expect(normalizeVatRate(null)).toBe(0.1);
    expect(normalizeVatRate(-0.2)).toBe(0.1);
    expect(normalizeVatRate(0.005)).toBe(0.1);
    expect(normalizeVatRate(0)).toBe(0.1);
    expect(normalizeVatRate(Number.NaN)).toBe(0.1);
  });

  it('reads a rate above 1 as a percentage, above 100 as a percentage times 100', () => {
    expect(normalizeVatRate(18)).toBe(0.18);
    expect(normalizeVatRate(1800)).toBe(0.18);
    expect(normalizeVatRate(8)).toBe(0.08);
    expect(normalizeVatRate(100)).toBe(1);
  });

  it('rounds a fraction to 2 decimals', () => {
    expect(normalizeVatRate(0.2)).toBe(0.2);
    expect(normalizeVatRate(0.185)).toBe(0.19);
    expect(normalizeVatRate(0.1849)).toBe(0.18);
    expect(normalizeVatRate(1)).toBe(1);
  });

  it('turns any accepted form into a whole percent', () => {
    expect(vatRateToPercent(0.18)).toBe(18);
    expect(vatRateToPercent(20)).toBe(20);
    expect(vatRateToPercent(1000)).toBe(10);
    expect(vatRateToPercent(undefined)).toBe(10);
  });
});

describe('guessVatRateFromName (001 §9)', () => {
  it.each([
    'Yeni Rakı 35cl',
    'Kırmızı Şarap',
    'Şarabı',
    'House Wine',
    'Draft Beer',
    'Fıçı Bira',
    'Coca-Cola',
    'Kola',
    'Maden Suyu / Soda',
    'Whiskey Sour',
    'Viski',
    'Vodka Lime',
    'Votka',
    'Gin Tonic',
    'Cin',
    'Tequila Shot',
    'Tekila',
    'Alkollü Kokteyl',
    'Alcohol Free Mojito',
    'Gazoz',
    'Efes Pilsen',
    'TUBORG GOLD',
    'Bomonti Filtresiz',
    'Carlsberg',
  ])('guesses 20 %% for %s when only the default applies', (name) => {
    expect(isDrinkName(name)).toBe(true);
    expect(guessVatRateFromName(name)).toBe(0.2);
    expect(guessVatRateFromName(name, 0.1)).toBe(0.2);
    expect(guessVatRateFromName(name, 10)).toBe(0.2);
  });

  it.each(['Adana Kebap', 'Çin Usulü Tavuk', 'Ginger Cookie', 'Kolay Menü', 'Biraz Tatlı'])(
    'leaves %s at the default',
    (name) => {
      expect(isDrinkName(name)).toBe(false);
      expect(guessVatRateFromName(name)).toBe(0.1);
    },
  );

  it('keeps a rate the business set other than the default', () => {
    expect(guessVatRateFromName('Efes', 0.08)).toBe(0.08);
    expect(guessVatRateFromName('Rakı', 1)).toBe(1);
    expect(guessVatRateFromName('Ayran', 20)).toBe(0.2);
  });
});
