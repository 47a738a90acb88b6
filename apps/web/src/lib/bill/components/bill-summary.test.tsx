import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { oneSharePaid } from '../../../testing/shared-bill-fixture.ts';
import { renderDiner } from '../../../testing/render.tsx';
import { BillSummary } from './bill-summary.tsx';

/** A figure as the diner reads it: the amount next to its label. */
const figure = (label: string) => screen.getByText(label).nextElementSibling;

describe('the bill with a shared line', () => {
  it('says how many shares are paid, and what is left of the whole bill', () => {
    renderDiner(<BillSummary bill={oneSharePaid.bill} />);

    const lines = within(screen.getByRole('list', { name: 'Hesaptaki ürünler' }));
    const [kebap, ayran] = lines.getAllByRole('listitem');
    expect(kebap).toHaveTextContent('2 × Adana Kebap');
    expect(kebap).not.toHaveTextContent('ödendi');
    expect(ayran).toHaveTextContent('1 × Ayran');
    expect(ayran).toHaveTextContent('1/3 pay ödendi');

    expect(figure('Toplam')).toHaveTextContent('₺766,66');
    expect(figure('Ödenen')).toHaveTextContent('₺33,34');
    expect(figure('Kalan Tutar')).toHaveTextContent('₺733,32');
  });
});
