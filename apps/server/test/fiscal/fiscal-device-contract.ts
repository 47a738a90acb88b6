import type { FiscalBody } from '@masa/core/fiscal/fiscal.schemas';
import { describe, expect, it } from 'vitest';
import {
  FiscalDeviceError,
  type FiscalDevice,
  type FiscalDeviceRequest,
} from '../../src/fiscal/fiscal-device.ts';

/** A basket as a payment of Humus ×2 and an Ayran makes it (core fiscalBody). */
export const BASKET: FiscalBody = {
  lines: [
    { name: 'Humus', quantity: 2, unitPrice: 160_00, amount: 320_00, vatRate: 10 },
    { name: 'Ayran', quantity: 1, unitPrice: 60_00, amount: 60_00, vatRate: 20 },
  ],
  vatTotals: [
    { vatRate: 10, gross: 320_00, vat: 29_09 },
    { vatRate: 20, gross: 60_00, vat: 10_00 },
  ],
  paymentType: 'cash',
  amount: 380_00,
  tip: 20_00,
};

let next = 0;
const request = (body: FiscalBody = BASKET, businessId = 'b'.repeat(24)): FiscalDeviceRequest => ({
  requestId: `request-${(next += 1)}`,
  businessId,
  body,
});

/**
 * What every FiscalDevice must do (ADR 093), run against the register twin here and against a
 * vendor adapter (over its sandbox) when one is wired: a basket that adds up gets a fiş number
 * of digits, each next one another; a repeat of the same request is answered with its first
 * number, never printed twice; a basket that does not add up, or names a VAT rate the register
 * does not know, is refused with a FiscalDeviceError in the device's words.
 */
export function describeFiscalDevice(name: string, make: () => FiscalDevice) {
  describe(`FiscalDevice contract: ${name}`, () => {
    it('answers a basket with a fiş number of digits, each receipt its own', async () => {
      const device = make();
      const first = await device.issueReceipt(request());
      const second = await device.issueReceipt(request());
      expect(first.receiptNumber).toMatch(/^\d{1,20}$/);
      expect(second.receiptNumber).toMatch(/^\d{1,20}$/);
      expect(second.receiptNumber).not.toBe(first.receiptNumber);
    });

    it('prints a repeated request once: the same number again', async () => {
      const device = make();
      const once = request();
      const first = await device.issueReceipt(once);
      expect(await device.issueReceipt(once)).toEqual(first);
    });

    it('refuses a basket whose lines do not add up, or an unknown VAT rate', async () => {
      const device = make();
      const short = { ...BASKET, amount: BASKET.amount + 1 };
      await expect(device.issueReceipt(request(short))).rejects.toBeInstanceOf(FiscalDeviceError);
      const lines = BASKET.lines.map((line) => ({ ...line, vatRate: 18 }));
      const vatTotals = [{ vatRate: 18, gross: BASKET.amount, vat: 0 }];
      const unknown = { ...BASKET, lines, vatTotals };
      await expect(device.issueReceipt(request(unknown))).rejects.toBeInstanceOf(FiscalDeviceError);
    });
  });
}
