import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDiner } from '../../../testing/render.tsx';
import { CartLine } from './cart-line.tsx';
import { ayses, guestsSoldOut, mine } from './cart-line-fixture.ts';

describe("the table's shared cart, in English", () => {
  it('says who added each line and lets the diner change only hers', () => {
    renderDiner(
      <ul>
        <CartLine item={mine} />
        <CartLine item={ayses} />
        <CartLine item={guestsSoldOut} />
      </ul>,
    );
    const [own, other, soldOut] = screen.getAllByRole('listitem');

    expect(within(own!).getByText('Added by you')).toBeVisible();
    expect(
      within(own!).getByRole('button', { name: 'Increase the quantity of Adana Kebap' }),
    ).toBeEnabled();
    expect(
      within(own!).getByRole('button', { name: 'Remove Adana Kebap from the cart' }),
    ).toBeVisible();
    expect(within(other!).getByText('Added by Ayşe')).toBeVisible();
    expect(within(other!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(soldOut!).getByText('Added by Guest 2')).toBeVisible();
  });
});
