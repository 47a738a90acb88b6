import { fakeApi } from '@masa/core/testing/fake-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDiner } from '../../../testing/render.tsx';
import { intentPath, makeIntent } from './online-payment-fixture.ts';
import { OnlinePaymentStatus } from './online-payment-status.tsx';

function showPayment() {
  const onRetry = vi.fn();
  renderDiner(
    <OnlinePaymentStatus orderId={'a'.repeat(24)} intentId="intent-1" onRetry={onRetry} />,
  );
  return { onRetry };
}

describe('an online payment back from the hosted form', () => {
  it('while it waits for the card: back to the form, or give up, and the refusal of that', async () => {
    const api = fakeApi({
      [intentPath]: { data: { intent: makeIntent({ twin: true }) } },
      'POST /payment-intents/intent-1/cancel': {
        status: 409,
        message: 'Ödeme tamamlandı, artık iptal edilemez',
        code: 'PAYMENT_INTENT_FINISHED',
      },
    });
    showPayment();

    expect(await screen.findByRole('heading', { name: 'Online Ödeme' })).toBeVisible();
    expect(screen.getByText('Test ödemesi — kart çekilmez')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Ödemeniz işleniyor.');
    expect(screen.getByRole('link', { name: 'Ödeme Formuna Dön' })).toHaveAttribute(
      'href',
      'https://sandbox.iyzico.test/checkout/intent-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ödemeden Vazgeç' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ödeme tamamlandı, artık iptal edilemez',
    );
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /payment-intents/intent-1/cancel',
    );
  });

  it("says the provider's reason for a failed payment and offers to try again", async () => {
    fakeApi({
      [intentPath]: {
        data: { intent: makeIntent({ status: 'failed', failureMessage: 'Kart limiti yetersiz' }) },
      },
    });
    const { onRetry } = showPayment();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ödeme alınamadı: Kart limiti yetersiz',
    );
    expect(screen.queryByRole('link', { name: 'Ödeme Formuna Dön' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says what was paid, tip included, and offers nothing more', async () => {
    fakeApi({ [intentPath]: { data: { intent: makeIntent({ status: 'succeeded' }) } } });
    showPayment();

    expect(await screen.findByRole('status')).toHaveTextContent('Ödendi: ₺843,33');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the payment could not be read', async () => {
    fakeApi({
      [intentPath]: { status: 404, message: 'Ödeme bulunamadı', code: 'NOT_FOUND' },
    });
    showPayment();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ödemenin durumu okunamadı. Ödeme bulunamadı',
    );
  });
});
