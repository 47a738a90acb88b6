import { fakeApi } from '@masa/core/testing/fake-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDiner } from '../../../testing/render.tsx';
import { sharedBill, splitRoutes } from '../../../testing/shared-bill-fixture.ts';
import { SplitBillForm } from './split-bill-form.tsx';

const rowOf = (name: string) => screen.getByText(name).closest('li')!;

describe('the split screen', () => {
  it('says what is left of each line and prices the units a diner chooses', async () => {
    fakeApi(splitRoutes);
    renderDiner(<SplitBillForm bill={sharedBill} onChanged={vi.fn()} />);

    const kebap = rowOf('Adana Kebap');
    expect(kebap).toHaveTextContent('Kalan: 2');
    expect(within(kebap).getByRole('status', { name: /Adana Kebap/ })).toHaveTextContent('0');
    await userEvent.click(within(kebap).getByRole('button', { name: /Adana Kebap.*artır/ }));
    expect(within(kebap).getByRole('status', { name: /Adana Kebap/ })).toHaveTextContent('1');
    expect(screen.getByTestId('split-total')).toHaveTextContent('₺333,33');
    expect(within(kebap).getByRole('button', { name: /Adana Kebap.*artır/ })).toBeEnabled();
    await userEvent.click(within(kebap).getByRole('button', { name: /Adana Kebap.*artır/ }));
    // Both units chosen: there is no third to take.
    expect(within(kebap).getByRole('button', { name: /Adana Kebap.*artır/ })).toBeDisabled();
    expect(screen.getByTestId('split-total')).toHaveTextContent('₺666,66');
  });

  it('takes one share of a shared line, the first carrying the extra kuruş', async () => {
    fakeApi(splitRoutes);
    renderDiner(<SplitBillForm bill={sharedBill} onChanged={vi.fn()} />);

    const ayran = rowOf('Ayran');
    expect(ayran).toHaveTextContent('3 kişiye bölündü · 0/3 pay alındı');
    expect(ayran).toHaveTextContent('Paylar: Pay 1/3 ₺33,34 + Pay 2/3 ₺33,33 + Pay 3/3 ₺33,33');
    await userEvent.click(within(ayran).getByRole('button', { name: 'Payımı Al (₺33,34)' }));
    expect(ayran).toHaveTextContent('Sizin payınız: Pay 1/3 · ₺33,34');
    expect(within(ayran).getByRole('button', { name: 'Paydan Vazgeç' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('split-total')).toHaveTextContent('₺33,34');
  });
});
