import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { oneSharePaid } from '../../../testing/shared-bill-fixture.ts';
import { renderDiner } from '../../../testing/render.tsx';
import { BillSummary } from './bill-summary.tsx';

describe('the bill with a shared line, in English', () => {
  it('says how many shares are paid and the amount left', () => {
    renderDiner(<BillSummary bill={oneSharePaid.bill} />);

    const lines = within(screen.getByRole('list', { name: 'Items on the bill' }));
    expect(lines.getAllByRole('listitem')[1]).toHaveTextContent('1/3 shares paid');
    // Lira amounts are written the Turkish way today; issue 36 §1 may format them by locale.
    expect(screen.getByText('Amount Left').nextElementSibling).toHaveTextContent(/₺733[,.]32/);
  });
});
