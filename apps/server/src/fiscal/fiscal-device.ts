import type { FiscalBody } from '@masa/core/fiscal/fiscal.schemas';

/**
 * What Masa sends an integrated register (issue 35 §4, docs/decisions/093-the-fiscal-bridge.md):
 * one payment's basket, with the request's id so a repeat is recognised by the device.
 */
export type FiscalDeviceRequest = { requestId: string; businessId: string; body: FiscalBody };

/** A register's refusal or an unreachable device: kept on the request as its error. */
export class FiscalDeviceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FiscalDeviceError';
  }
}

/**
 * An integrated register (yeni nesil ÖKC, GİB's GMP-3) behind its vendor's basket API: the
 * basket goes in, the register prints the fiş and answers its number. Called only after the
 * payment's transaction committed, never inside it. A vendor adapter implements this and passes
 * the contract tests (test/fiscal/fiscal-device.contract.test.ts).
 */
export interface FiscalDevice {
  /** A test register stands in: screens say so ("Test yazarkasası: gerçek fiş basılmaz"). */
  readonly twin: boolean;
  /** Throws FiscalDeviceError with the device's words when it refuses or cannot be reached. */
  issueReceipt(request: FiscalDeviceRequest): Promise<{ receiptNumber: string }>;
}

/**
 * The e-Arşiv hook for online payments, in the same shape: a provider (an özel entegratör)
 * issues the invoice and answers its number. None is configured yet (ADR 093): e-Arşiv
 * requests stay recorded, waiting, and never hold the register's day close back.
 */
export interface EArsivProvider {
  issueInvoice(request: FiscalDeviceRequest): Promise<{ invoiceNumber: string }>;
}
