import { describe, expect, it } from 'vitest';
import { defaultCourse } from './courses.ts';
import {
  addLine,
  addsWithOneTap,
  byCourse,
  changeQuantity,
  type LineChoice,
  missingOptions,
  orderBody,
  ticketTotal,
  type TicketProduct,
} from './ticket.ts';

const levrek: TicketProduct = {
  id: 'p-levrek',
  name: 'Levrek Izgara',
  price: 580_00,
  discountPercentage: 10,
  options: [
    {
      name: 'Servis',
      required: true,
      multiple: false,
      choices: [
        { name: 'Izgara', price: 0 },
        { name: 'Buğulama', price: 40_00 },
      ],
    },
  ],
  extras: [{ name: 'Kaşar Peyniri', price: 3_00 }],
};
const ayran: TicketProduct = {
  id: 'p-ayran',
  name: 'Ayran',
  price: 60_00,
  discountPercentage: 0,
  options: [],
  extras: [],
};
const plain = (course: LineChoice['course']): LineChoice => ({
  options: {},
  extras: [],
  notes: '',
  seat: null,
  course,
});

describe("a waiter's ticket", () => {
  it('names the required options still to choose, and adds plain dishes with one tap', () => {
    expect(missingOptions(levrek, {})).toEqual(['Servis']);
    expect(missingOptions(levrek, { Servis: ['Buğulama'] })).toEqual([]);
    expect(addsWithOneTap(levrek)).toBe(false);
    expect(addsWithOneTap(ayran)).toBe(true);
  });

  it('prices a line as the server does: the discount on the dish, choices and extras in full', () => {
    const lines = addLine([], levrek, {
      ...plain('main'),
      options: { Servis: ['Buğulama'] },
      extras: ['Kaşar Peyniri'],
    });
    expect(lines[0]?.unitPrice).toBe(522_00 + 40_00 + 3_00);
  });

  it('counts the same dish twice as one line, and a line at 0 goes', () => {
    let lines = addLine([], ayran, plain('drink'));
    lines = addLine(lines, ayran, plain('drink'));
    lines = addLine(lines, ayran, { ...plain('drink'), notes: 'buzlu' });
    expect(lines.map((line) => line.quantity)).toEqual([2, 1]);
    expect(ticketTotal(lines)).toBe(180_00);
    const key = lines[1]?.key ?? '';
    expect(changeQuantity(lines, key, -1)).toHaveLength(1);
  });

  it('groups the lines by course in the order of service', () => {
    let lines = addLine([], levrek, { ...plain('main'), options: { Servis: ['Izgara'] } });
    lines = addLine(lines, ayran, plain('drink'));
    lines = addLine(lines, ayran, plain('starter'));
    expect(byCourse(lines).map((group) => group.course)).toEqual(['drink', 'starter', 'main']);
  });

  it("defaults a dish's course to its category's, and to main without one", () => {
    expect(defaultCourse({ defaultCourse: 'starter' })).toBe('starter');
    expect(defaultCourse({ defaultCourse: null })).toBe('main');
    expect(defaultCourse({})).toBe('main');
  });

  it('sends the lines with their course, seat and note, and the party only when asked', () => {
    const lines = addLine([], ayran, { ...plain('drink'), notes: ' buzlu ', seat: 2 });
    expect(orderBody(lines, null)).toEqual({
      items: [
        {
          productId: 'p-ayran',
          quantity: 1,
          notes: 'buzlu',
          selectedOptions: {},
          selectedAdditions: [],
          course: 'drink',
          seat: 2,
        },
      ],
    });
    expect(orderBody(lines, 4).personCount).toBe(4);
  });

  it('names the bill only when the ticket is for another than the first (ADR 078)', () => {
    const lines = addLine([], ayran, plain('drink'));
    expect(orderBody(lines, null, 'Hesap 2')).toMatchObject({ billLabel: 'Hesap 2' });
    expect('billLabel' in orderBody(lines, null, null)).toBe(false);
  });
});
