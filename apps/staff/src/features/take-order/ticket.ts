import { discountedPrice } from '@masa/core/money/discounted-price';
import { COURSES, type Course } from '@masa/core/orders/courses';

/** What a ticket line needs of a menu product (the public menu's product fits it). */
export type TicketProduct = {
  id: string;
  name: string;
  price: number;
  discountPercentage: number;
  options: {
    name: string;
    required: boolean;
    multiple: boolean;
    choices: { name: string; price: number }[];
  }[];
  extras: { name: string; price: number }[];
};

/** What the waiter chose in the dish sheet (or nothing, for a dish added with one tap). */
export type LineChoice = {
  options: Record<string, string[]>;
  extras: string[];
  notes: string;
  seat: number | null;
  course: Course;
};

/** One line of the waiter's ticket. `unitPrice` is what the screen shows; the server prices. */
export type TicketLine = LineChoice & {
  key: string;
  productId: string;
  name: string;
  unitPrice: number;
  quantity: number;
};

/** The required option groups still without a choice: "Ekle" waits until none is left. */
export const missingOptions = (product: TicketProduct, options: LineChoice['options']) =>
  product.options
    .filter((option) => option.required && option.choices.length > 0)
    .filter((option) => (options[option.name] ?? []).length === 0)
    .map((option) => option.name);

/** A dish the waiter can add with one tap: nothing to choose. */
export const addsWithOneTap = (product: TicketProduct) =>
  product.options.length === 0 && product.extras.length === 0;

/** One unit as the server prices it: the discount on the dish, choices and extras at full price. */
export function unitPrice(product: TicketProduct, choice: Pick<LineChoice, 'options' | 'extras'>) {
  let price = discountedPrice(product.price, product.discountPercentage);
  for (const option of product.options) {
    for (const name of choice.options[option.name] ?? []) {
      price += option.choices.find((c) => c.name === name)?.price ?? 0;
    }
  }
  for (const extra of product.extras) if (choice.extras.includes(extra.name)) price += extra.price;
  return price;
}

/** Lines with the same dish, choices, note, seat and course are one line with a quantity. */
const lineKey = (productId: string, choice: LineChoice) =>
  JSON.stringify([
    productId,
    choice.options,
    [...choice.extras].sort(),
    choice.notes.trim(),
    choice.seat,
    choice.course,
  ]);

export function addLine(lines: TicketLine[], product: TicketProduct, choice: LineChoice) {
  const key = lineKey(product.id, choice);
  if (lines.some((line) => line.key === key)) return changeQuantity(lines, key, 1);
  const line: TicketLine = {
    ...choice,
    notes: choice.notes.trim(),
    key,
    productId: product.id,
    name: product.name,
    unitPrice: unitPrice(product, choice),
    quantity: 1,
  };
  return [...lines, line];
}

export const MAX_QUANTITY = 99;

/** + or − on a line; at 0 the line goes. */
export const changeQuantity = (lines: TicketLine[], key: string, by: number) =>
  lines
    .map((line) =>
      line.key === key ? { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + by) } : line,
    )
    .filter((line) => line.quantity > 0);

/** The ticket as the waiter reads it: by course, in the order of service. */
export const byCourse = (lines: TicketLine[]) =>
  COURSES.map((course) => ({
    course,
    lines: lines.filter((line) => line.course === course),
  })).filter((group) => group.lines.length > 0);

export const ticketTotal = (lines: TicketLine[]) =>
  lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

/** The body of POST /api/staff/tables/{id}/orders (issue 31 contract). */
export const orderBody = (
  lines: TicketLine[],
  personCount: number | null,
  billLabel: string | null = null,
) => ({
  ...(personCount === null ? {} : { personCount }),
  // The table's first bill unless another is chosen (ADR 078).
  ...(billLabel === null ? {} : { billLabel }),
  items: lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    notes: line.notes === '' ? null : line.notes,
    selectedOptions: line.options,
    selectedAdditions: line.extras,
    course: line.course,
    seat: line.seat,
  })),
});
