// @vitest-environment jsdom
import { type BillPaymentInput, computeBill } from '@masa/core/bill/bill';
import { formatTry } from '@masa/core/money/format-try';
import { fakeApi, type FakeAnswer } from '@masa/core/testing/fake-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentOutcomeView } from '../../../lib/bill/components/payment-outcome.tsx';
import type { RecordedPayment } from '../../../lib/bill/recorded-payment.ts';
import { renderStaff } from '../../../testing/render.tsx';
import { PaymentForm } from './payment-form.tsx';

// The table's payment form (issue 16 §7, ADR 027, 048): what is paid, the method, cash and its
// change, the server's answer as the receipt or as its refusal (ADR 108: only fetch is faked).

const order = { id: 'o'.repeat(24), orderNumber: 101 };
const paymentsPath = `POST /staff/orders/${order.id}/payments`;
const dinner = {
  taxIncludedInPrice: true,
  lines: [
    { id: 'kebap', name: 'Adana Kebap', quantity: 2, unitPrice: 12_000, vatRate: 10 },
    { id: 'ayran', name: 'Ayran', quantity: 3, unitPrice: 4_000, vatRate: 20 },
  ],
  charges: [],
};
const bill = computeBill({ ...dinner, payments: [] });
const priceOf = ({ lineId }: { lineId: string }) =>
  dinner.lines.find((line) => line.id === lineId)!.unitPrice;

/**
 * The server's answer to a payment: its receipt and the bill after it (the one bill model);
 * `sharedAmong`: the diners the kebaps came to be shared among with it.
 */
function recorded(payment: BillPaymentInput, sharedAmong = 0): RecordedPayment {
  const lines = dinner.lines.map((line) =>
    line.id === 'kebap' ? { ...line, shareCount: sharedAmong } : line,
  );
  const after = computeBill({ ...dinner, lines, payments: [payment] });
  const paid = after.payments[0]!;
  const shares = (payment.shares ?? []).map((share) => ({
    ...share,
    shareCount: sharedAmong,
    amount: (2 * priceOf(share)) / sharedAmong,
  }));
  return {
    order: { orderNumber: order.orderNumber, table: { name: 'Cam Kenarı 3' } },
    payment: {
      id: payment.id,
      method: payment.method,
      lines: [...payment.lines],
      charges: [...payment.charges],
      amount: paid.amount,
      tipAmount: payment.tip,
      shares: shares.map(({ amount: _amount, ...share }) => share),
      createdAt: '2026-11-30T19:30:00.000Z',
      receipt: {
        business: {
          name: 'Boğaziçi Lokantası',
          address: 'Bebek',
          phone: '',
          taxOffice: null,
          taxNumber: null,
        },
        recordedBy: 'Ayşe',
        lines: payment.lines.map((line) => ({ ...line, amount: line.quantity * priceOf(line) })),
        shares,
        campaign: null,
        staffDiscount: null,
      },
    },
    bill: after,
    fullyPaid: after.settled,
  };
}

/** The answer to a payment of the whole bill by `method` with `tip`. */
const wholeBillPaid = (method: string, tip = 0) =>
  recorded({
    id: 'p1',
    method,
    tip,
    lines: [
      { lineId: 'kebap', quantity: 2 },
      { lineId: 'ayran', quantity: 3 },
    ],
    charges: [],
  });

/** The form on a table's panel, under the shell's outcome view, as the floor shows it. */
async function showForm(payments: FakeAnswer | (() => Promise<FakeAnswer>)) {
  const api = fakeApi({ [paymentsPath]: payments });
  const onDone = vi.fn();
  await renderStaff(
    <PaymentOutcomeView>
      <PaymentForm order={order} bill={bill} onDone={onDone} />
    </PaymentOutcomeView>,
  );
  const form = await screen.findByRole('form', { name: 'Sipariş #101 ödemesi' });
  const sent = () => api.requests.filter((r) => `${r.method} ${r.path}` === paymentsPath);
  return { form, onDone, sent };
}

const record = (form: HTMLElement, amount: number) =>
  within(form).getByRole('button', { name: `${formatTry(amount)} Ödemeyi Kaydet` });
const due = (form: HTMLElement) => within(form).getByTestId('payment-amount');

describe('the payment form', () => {
  it('pays the rest of the bill, or the units and the share staff choose', async () => {
    const answer = recorded(
      {
        id: 'p1',
        method: 'cash',
        tip: 0,
        lines: [{ lineId: 'ayran', quantity: 2 }],
        charges: [],
        shares: [{ lineId: 'kebap', index: 1 }],
      },
      3,
    );
    const { form, sent } = await showForm({ data: answer });
    expect(due(form)).toHaveTextContent(formatTry(36_000));

    await userEvent.click(within(form).getByRole('radio', { name: 'Seçilen ürünler' }));
    expect(within(form).getByText('Ödenecek bir ürün ya da ücret seçin')).toBeVisible();
    expect(record(form, 0)).toBeDisabled();

    await userEvent.type(within(form).getByLabelText('Ayran: ödenecek adet'), '2');
    expect(due(form)).toHaveTextContent(formatTry(8_000));
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Adana Kebap: kaç kişiye bölünsün?' }),
      '3 kişiye böl',
    );
    expect(within(form).getByText('Pay 1/3 · Adana Kebap')).toBeVisible();
    // Two ayran (₺80) and one third of the two kebaps (₺240 / 3).
    expect(due(form)).toHaveTextContent(formatTry(16_000));
    await userEvent.click(record(form, 16_000));

    const receipt = await screen.findByRole('region', { name: 'Sipariş #101 ödeme fişi' });
    expect(within(receipt).getByText('Pay 1/3 · Adana Kebap')).toBeVisible();
    expect(within(receipt).getByTestId('receipt-amount')).toHaveTextContent(formatTry(16_000));
    expect(sent()).toEqual([
      expect.objectContaining({
        body: {
          method: 'cash',
          tip: 0,
          expectedAmount: 16_000,
          items: [{ itemId: 'ayran', quantity: 2 }],
          charges: [],
          shares: [{ itemId: 'kebap', shareCount: 3 }],
        },
      }),
    ]);
  });

  it('takes cash with its change, and waits while the cash handed over is short', async () => {
    const answer = wholeBillPaid('cash');
    const { form, onDone, sent } = await showForm({ data: answer });
    const cash = within(form).getByLabelText('Alınan nakit (₺)');

    await userEvent.type(cash, '300');
    expect(within(form).getByRole('status')).toHaveTextContent(`Eksik: ${formatTry(6_000)}`);
    expect(record(form, 36_000)).toBeDisabled();

    await userEvent.clear(cash);
    await userEvent.type(cash, '400');
    expect(within(form).getByRole('status')).toHaveTextContent(`Para üstü: ${formatTry(4_000)}`);
    await userEvent.click(record(form, 36_000));

    const receipt = await screen.findByRole('region', { name: 'Sipariş #101 ödeme fişi' });
    expect(within(receipt).getByTestId('receipt-amount')).toHaveTextContent(formatTry(36_000));
    expect(sent()).toEqual([
      expect.objectContaining({
        body: { method: 'cash', tip: 0, expectedAmount: 36_000 },
      }),
    ]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('takes a card with a tip: no cash to count, the tip sent apart', async () => {
    const answer = wholeBillPaid('credit_card', 2_000);
    const { form, sent } = await showForm({ data: answer });

    await userEvent.click(within(form).getByRole('radio', { name: 'Kredi kartı' }));
    expect(within(form).queryByLabelText('Alınan nakit (₺)')).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Bahşiş (₺)'), '20');
    await userEvent.click(record(form, 38_000));

    const receipt = await screen.findByRole('region', { name: 'Sipariş #101 ödeme fişi' });
    expect(within(receipt).getByTestId('receipt-tip')).toHaveTextContent(formatTry(2_000));
    expect(within(receipt).getByText('Kredi kartı')).toBeVisible();
    expect(sent()).toEqual([
      expect.objectContaining({
        body: { method: 'credit_card', tip: 2_000, expectedAmount: 36_000 },
      }),
    ]);
  });

  it("shows the server's refusal in its words and keeps the form open", async () => {
    const { form, onDone } = await showForm({
      status: 409,
      code: 'ORDER_CLOSED',
      message: 'Bu sipariş için ödeme alınamaz',
    });
    await userEvent.click(within(form).getByRole('radio', { name: 'Kredi kartı' }));
    await userEvent.click(record(form, 36_000));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Bu sipariş için ödeme alınamaz',
    );
    expect(screen.queryByRole('region', { name: /ödeme fişi/ })).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends one payment for a double tap while the first is on its way', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const { form, sent } = await showForm(
      () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    );
    await userEvent.click(within(form).getByRole('radio', { name: 'Kredi kartı' }));
    const button = record(form, 36_000);
    await userEvent.click(button);
    await userEvent.click(button);
    expect(button).toBeDisabled();

    answer({
      data: wholeBillPaid('credit_card'),
    });
    expect(await screen.findByRole('region', { name: 'Sipariş #101 ödeme fişi' })).toBeVisible();
    expect(sent()).toHaveLength(1);
  });
});
