import { describe, expect, it } from 'vitest';
import { FiscalDeviceError } from '../../src/fiscal/fiscal-device.ts';
import { RegisterTwin } from '../../src/fiscal/register-twin.ts';
import { BASKET, describeFiscalDevice } from './fiscal-device-contract.ts';

// The integrated register's interface (ADR 093), against the local twin that stands in until a
// vendor's basket API is wired; a vendor adapter adds one describeFiscalDevice line here.
describeFiscalDevice('register twin', () => new RegisterTwin());

describe('register twin', () => {
  it('refuses the next basket when told (a register out of paper), then works again', async () => {
    const twin = new RegisterTwin();
    twin.refuseNext('Kağıt bitti');
    const basket = { requestId: 'r1', businessId: 'b1', body: BASKET };
    await expect(twin.issueReceipt(basket)).rejects.toEqual(new FiscalDeviceError('Kağıt bitti'));
    expect(await twin.issueReceipt(basket)).toEqual({ receiptNumber: '1' });
    expect(twin.twin).toBe(true);
  });
});
