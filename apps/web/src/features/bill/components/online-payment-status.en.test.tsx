import { fakeApi } from '@masa/core/testing/fake-api';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderDiner } from '../../../testing/render.tsx';
import { intentPath, makeIntent } from './online-payment-fixture.ts';
import { OnlinePaymentStatus } from './online-payment-status.tsx';

describe('an online payment back from the hosted form, in English', () => {
  it("says the provider's reason for a failed payment and offers to try again", async () => {
    fakeApi({
      [intentPath]: {
        data: { intent: makeIntent({ status: 'failed', failureMessage: 'Insufficient limit' }) },
      },
    });
    renderDiner(
      <OnlinePaymentStatus orderId={'a'.repeat(24)} intentId="intent-1" onRetry={vi.fn()} />,
    );

    expect(await screen.findByRole('heading', { name: 'Online Payment' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/Insufficient limit/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
