import { VAT_RATES } from '@masa/core/staff/business-settings.schemas';
import { FiscalDeviceError, type FiscalDevice, type FiscalDeviceRequest } from './fiscal-device.ts';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * A local twin of an integrated register (ADR 093), for development and tests until a vendor's
 * basket API is wired: it checks a basket as a register would (known VAT rates, lines adding up
 * to each rate's gross and the rates to the amount, nothing negative to pay), numbers each
 * business's receipts 1, 2, 3…, answers a repeated request with its first number, and can be
 * told to refuse the next basket as a register out of paper does.
 */
export class RegisterTwin implements FiscalDevice {
  readonly twin = true;
  private readonly numbers = new Map<string, number>();
  private readonly issued = new Map<string, string>();
  private refusal: string | null = null;

  /** The next basket is refused with `message` (then the twin works again). */
  refuseNext(message: string): void {
    this.refusal = message;
  }

  async issueReceipt({ requestId, businessId, body }: FiscalDeviceRequest) {
    const seen = this.issued.get(requestId);
    if (seen) return { receiptNumber: seen };
    if (this.refusal) {
      const message = this.refusal;
      this.refusal = null;
      throw new FiscalDeviceError(message);
    }
    for (const line of body.lines) {
      if (!(VAT_RATES as readonly number[]).includes(line.vatRate)) {
        throw new FiscalDeviceError(`Tanımsız KDV oranı: %${line.vatRate}`);
      }
    }
    for (const total of body.vatTotals) {
      const lines = body.lines.filter((line) => line.vatRate === total.vatRate);
      if (sum(lines.map((line) => line.amount)) !== total.gross) {
        throw new FiscalDeviceError(`%${total.vatRate} KDV satırları toplamı tutmuyor`);
      }
    }
    if (body.amount <= 0 || sum(body.vatTotals.map((total) => total.gross)) !== body.amount) {
      throw new FiscalDeviceError('Fiş toplamı ödeme tutarını tutmuyor');
    }
    const next = (this.numbers.get(businessId) ?? 0) + 1;
    this.numbers.set(businessId, next);
    const receiptNumber = String(next);
    this.issued.set(requestId, receiptNumber);
    return { receiptNumber };
  }
}
