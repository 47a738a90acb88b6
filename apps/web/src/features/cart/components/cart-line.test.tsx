import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDiner } from '../../../testing/render.tsx';
import { CartLine } from './cart-line.tsx';
import { ayses, guestsSoldOut, mine } from './cart-line-fixture.ts';

function showSharedCart() {
  renderDiner(
    <ul aria-label="Sepetteki ürünler">
      <CartLine item={mine} />
      <CartLine item={ayses} />
      <CartLine item={guestsSoldOut} />
    </ul>,
  );
  return screen.getAllByRole('listitem');
}

describe("the table's shared cart", () => {
  it('lets a diner change only the lines she added', () => {
    const [own, other] = showSharedCart();

    expect(within(own!).getByText('Siz eklediniz')).toBeVisible();
    expect(within(own!).getByText('Az acılı')).toBeVisible();
    expect(within(own!).getByRole('button', { name: 'Adana Kebap adedini artır' })).toBeEnabled();
    expect(within(own!).getByRole('button', { name: 'Adana Kebap sepetten çıkar' })).toBeVisible();
    expect(within(own!).getByText('₺240,00')).toBeVisible();

    expect(within(other!).getByText('Ayşe ekledi')).toBeVisible();
    expect(within(other!).getByText('Ayran: 3 adet')).toBeVisible();
    expect(within(other!).queryByRole('button')).not.toBeInTheDocument();
  });

  it("marks another diner's line sold out since it was added, left out of the order", () => {
    const [, , soldOut] = showSharedCart();

    expect(within(soldOut!).getByText('Misafir 2 ekledi')).toBeVisible();
    expect(
      within(soldOut!).getByText('Şu anda mevcut değil · Siparişe eklenmeyecek'),
    ).toBeVisible();
    expect(within(soldOut!).queryByRole('button')).not.toBeInTheDocument();
  });
});
