// The one bill model (docs/decisions/027-one-bill-model.md). The server computes it from the
// database and every screen of both apps shows its figures, never a sum of its own: what a
// meal costs, its VAT by rate, what each payment paid with its tip, and what is left.
//
// Money is integer kuruş. Lines and service charges are priced the same way: VAT-inclusive
// when the business's prices include VAT, net with VAT added otherwise. VAT is computed once
// per rate over every line and charge at that rate. Payments pay charged units of lines and
// whole charges; a payment's VAT is its share of the per-rate VAT, taken so that the shares of
// all payments add up to the bill's VAT exactly (each share is f(paid before + this) −
// f(paid before), with f the once-rounded VAT of an amount). So paid + left = total at every
// step, whatever order the table pays in.
import { calculateTip } from '../money/tip.ts';
import { vatOf } from '../money/vat-by-rate.ts';
import { refundStep, type BillRefund, type BillRefundInput } from './refund-step.ts';
import { isShareCount, lineShares, shareAmount, sharesByLine, type BillShare } from './shares.ts';
import {
  applyStaffDiscounts,
  type BillDiscount,
  type BillDiscountInput,
} from './staff-discounts.ts';

export { sharesByLine, type BillShare } from './shares.ts';
export type { BillRefund, BillRefundInput } from './refund-step.ts';
export type { BillDiscount, BillDiscountInput } from './staff-discounts.ts';

/** One share of a shared line (ADR 048). */
export type LineShare = { lineId: string; index: number };
/** Shares by line id: the share indices (1 … N). */
export type SharesByLine = Readonly<Record<string, readonly number[]>>;

export type BillLineInput = {
  id: string;
  name: string;
  /** The dish's English name as ordered, '' when none (ADR 060). */
  nameEn?: string;
  quantity: number;
  /** Units included in a service charge (the kuver's bread): never priced nor paid apart. */
  freeQuantity?: number;
  /** One charged unit after its discount, options and extras included, as priced. */
  unitPrice: number;
  /** The discount on one charged unit (for the discount total). */
  unitDiscount?: number;
  /**
   * The order's campaign's share of one charged unit, inside unitDiscount (ADR 041): the menu
   * shows the unit at unitPrice + this, the campaign is its own row (issue 30).
   */
  unitCampaignDiscount?: number;
  /** Whole percent. */
  vatRate: number;
  cancelled?: boolean;
  /** Given as ikram (ADR 073): its unitPrice is 0 and its VAT with it; shown "İkram". */
  ikram?: boolean;
  /** The option choices the diner made, shown with the name (core orders/line-choices). */
  options?: readonly string[];
  /** The extras the diner added. */
  extras?: readonly string[];
  /** The same choices and extras in English, each falling back to the Turkish (ADR 060). */
  optionsEn?: readonly string[];
  extrasEn?: readonly string[];
  /**
   * Shared among this many diners (2 … 10, ADR 048): the line is paid in shares, never by
   * units. Absent or 0: not shared.
   */
  shareCount?: number;
};

export type BillChargeInput = {
  id: string;
  name: string;
  /** The charge's English name, '' when none (ADR 060). */
  nameEn?: string;
  /** As priced, like a line: VAT-inclusive when prices include VAT. */
  amount: number;
  /** Whole percent. */
  vatRate: number;
};

export type BillPaymentInput = {
  id: string;
  method: string;
  /** The tip this payment carried, kuruş, apart from its amount. */
  tip: number;
  /** Charged units of lines this payment paid. */
  lines: readonly { lineId: string; quantity: number }[];
  /** Ids of the service charges this payment paid. */
  charges: readonly string[];
  /** Shares of shared lines this payment paid (ADR 048). */
  shares?: readonly LineShare[];
  createdAt?: string;
};

export type BillInput = {
  taxIncludedInPrice: boolean;
  lines: readonly BillLineInput[];
  charges: readonly BillChargeInput[];
  /** In the order they were recorded. */
  payments: readonly BillPaymentInput[];
  /** Units of approved splits not paid yet, line id → units: their payer pays them. */
  reserved?: Readonly<Record<string, number>>;
  /** Units held by requests awaiting the business (pending splits), line id → units. */
  held?: Readonly<Record<string, number>>;
  /** Charges an approved split will pay (the kuver in a split of chosen items). */
  reservedCharges?: readonly string[];
  /** Charges a pending split asks for: no other split may take them meanwhile. */
  heldCharges?: readonly string[];
  /** Shares of approved requests not paid yet: their payer pays them. */
  reservedShares?: SharesByLine;
  /** Shares held by pending requests. */
  heldShares?: SharesByLine;
  /** Staff discounts in the order they were given (ADR 074). */
  staffDiscounts?: readonly BillDiscountInput[];
  /** What was given back from payments (issue 34), in the order given. */
  refunds?: readonly BillRefundInput[];
};

export type BillLine = {
  id: string;
  name: string;
  nameEn: string;
  quantity: number;
  freeQuantity: number;
  /** quantity − freeQuantity, 0 when cancelled. */
  chargedQuantity: number;
  unitPrice: number;
  /** chargedQuantity × unitPrice: what the line adds to the subtotal. */
  amount: number;
  /** What staff discounts took off this line (its own and its part of the order's), ADR 074. */
  staffDiscount: number;
  discount: number;
  /** The campaign's part of discount: amount + this is the line at the menu's prices. */
  campaignDiscount: number;
  vatRate: number;
  cancelled: boolean;
  /** An ikram line: unitPrice 0 (ADR 073). */
  ikram: boolean;
  /** Charged units paid. */
  paidQuantity: number;
  /** Charged units still to pay. */
  leftQuantity: number;
  /** What "the rest of the bill" covers: leftQuantity less the units of approved splits. */
  dueQuantity: number;
  /** What a new split may take: dueQuantity less the units pending splits hold. */
  availableQuantity: number;
  /** Chosen options and extras: two lines of one dish read apart. Never priced here. */
  options: string[];
  extras: string[];
  optionsEn: string[];
  extrasEn: string[];
  /**
   * Diners the line is shared among (ADR 048), 0 when it is not. A shared line is paid in
   * shares only: its dueQuantity and availableQuantity are 0, its units count as paid (and
   * leftQuantity 0) when every share is paid.
   */
  shareCount: number;
  /** Its shares, share 1 first; empty when not shared. They add up to amount − staffDiscount. */
  shares: BillShare[];
};

export type BillCharge = BillChargeInput & {
  nameEn: string;
  paid: boolean;
  /** Not paid nor in an approved split: the rest of the bill covers it. */
  due: boolean;
  /** Due and not asked for by a pending split: a new split may take it. */
  available: boolean;
};

export type BillVat = {
  /** Whole percent. */
  rate: number;
  /** The amounts taxed at this rate, as priced. */
  base: number;
  vat: number;
};

export type BillPayment = {
  id: string;
  method: string;
  lines: { lineId: string; quantity: number }[];
  charges: string[];
  /** Shares of shared lines it paid. */
  shares: LineShare[];
  /** What the lines paid for cost, as priced (the base of a tip). */
  itemsAmount: number;
  chargesAmount: number;
  /** This payment's share of the VAT, by rate. */
  vat: BillVat[];
  /** What was paid for the meal, tip apart. */
  amount: number;
  tip: number;
  createdAt?: string;
};

export type Bill = {
  taxIncludedInPrice: boolean;
  lines: BillLine[];
  charges: BillCharge[];
  /** Sum of line amounts. */
  subtotal: number;
  discountTotal: number;
  /** The campaign's part of discountTotal: subtotal + this is the lines at the menu's prices. */
  campaignTotal: number;
  serviceChargeTotal: number;
  /** Staff discounts in the order given, each with what it took off (ADR 074). */
  staffDiscounts: BillDiscount[];
  /** Sum of staffDiscounts: taken off after the subtotal, apart from campaigns. */
  staffDiscountTotal: number;
  /** By rate over lines (after staff discounts) and charges, each rounded once. */
  vat: BillVat[];
  vatTotal: number;
  /** subtotal − staff discounts + service charges (+ VAT when added on top). Never a tip. */
  total: number;
  payments: BillPayment[];
  /** Sum of payment amounts, tips apart. */
  paid: number;
  /** Sum of the tips the payments carried, less the tips refunded. */
  tips: number;
  /** Refunds in the order given, each at what its payment priced what it returned. */
  refunds: BillRefund[];
  /** Sum of refund amounts, tips apart. */
  refunded: number;
  /** total − paid + refunded. */
  left: number;
  /** Every charged unit and every charge is paid. */
  settled: boolean;
};

/** A choice of what to pay: units of lines and whole charges. */
export type BillSelection = {
  lines?: Readonly<Record<string, number>>;
  charges?: readonly string[];
  /** Shares of shared lines (ADR 048). */
  shares?: SharesByLine;
};

export type SelectionPrice = {
  itemsAmount: number;
  chargesAmount: number;
  vat: BillVat[];
  vatTotal: number;
  /** What the selection costs, tip apart. */
  amount: number;
  tip: number;
  /** amount + tip. */
  total: number;
};

const count = (value: number | null | undefined): number =>
  Number.isFinite(value) ? Math.max(0, Math.floor(value as number)) : 0;
const rateOf = (value: number): number => Math.max(0, Math.round(value)) || 0;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** What one payment holds of the bill, less what was refunded from it. */
export type Holding = {
  /** Unit positions (0-based) by line id. */
  units: Map<string, number[]>;
  charges: Set<string>;
  shares: Map<string, Set<number>>;
  /** Its tip, less tips refunded. */
  tip: number;
};

/** What has been paid so far, as the VAT shares need it. */
export type Ledger = {
  /** Unit positions (0-based) paid, by line id: a refunded unit's position is free again. */
  paidUnits: Map<string, Set<number>>;
  paidCharges: Set<string>;
  /** Shares paid, by line id. */
  paidShares: Map<string, Set<number>>;
  /** Base paid so far, by rate. */
  paidBase: Map<number, number>;
  /** What each payment holds, by payment id: a refund returns from here. */
  holdings: Map<string, Holding>;
};

export type PricedLine = {
  unitPrice: number;
  /** Each charged unit's price after staff discounts, unit 1 first: paid in this order. */
  units: number[];
  /** Sum of units: what the line costs after staff discounts. */
  net: number;
  rate: number;
  charged: number;
  shareCount: number;
};

export type Priced = {
  lines: Map<string, PricedLine>;
  charges: Map<string, { amount: number; rate: number }>;
  discounts: BillDiscount[];
  included: boolean;
};

/** The first `units` positions of a line not paid: a refunded unit is paid again first. */
const freePositions = (line: PricedLine, paid: Set<number> | undefined, units: number) => {
  const free: number[] = [];
  for (let at = 0; at < line.charged && free.length < units; at += 1) {
    if (!paid?.has(at)) free.push(at);
  }
  return free;
};

function price(
  input: Pick<BillInput, 'lines' | 'charges' | 'taxIncludedInPrice' | 'staffDiscounts'>,
): Priced {
  const units = new Map(
    input.lines.map((line) => {
      const charged = line.cancelled
        ? 0
        : Math.max(0, count(line.quantity) - count(line.freeQuantity));
      return [line.id, Array.from({ length: charged }, () => count(line.unitPrice))];
    }),
  );
  const discounts = applyStaffDiscounts(units, input.staffDiscounts ?? []);
  return {
    included: input.taxIncludedInPrice,
    discounts,
    lines: new Map(
      input.lines.map((line) => {
        const lineUnits = units.get(line.id)!;
        const charged = lineUnits.length;
        const shared = charged > 0 && isShareCount(line.shareCount);
        const shareCount = shared ? (line.shareCount as number) : 0;
        return [
          line.id,
          {
            unitPrice: count(line.unitPrice),
            units: lineUnits,
            net: sum(lineUnits),
            rate: rateOf(line.vatRate),
            charged,
            shareCount,
          },
        ];
      }),
    ),
    charges: new Map(
      input.charges.map((charge) => [
        charge.id,
        { amount: count(charge.amount), rate: rateOf(charge.vatRate) },
      ]),
    ),
  };
}

/**
 * Prices a selection as the next payment would be priced, and (with `commit`) books it in the
 * ledger. Units beyond what is left and charges already paid are left out, never priced twice.
 */
function priceStep(
  priced: Priced,
  ledger: Ledger,
  selection: BillSelection,
  commit: boolean,
): {
  price: Omit<SelectionPrice, 'tip' | 'total'>;
  /** What the items cost with their VAT: the base of a tip. */
  tipBase: number;
  lines: BillPayment['lines'];
  charges: string[];
  shares: LineShare[];
  /** What it holds of the bill (positions of units, charges, shares). */
  holding: Holding;
} {
  const holding: Holding = { units: new Map(), charges: new Set(), shares: new Map(), tip: 0 };
  const base = new Map<number, number>();
  const itemsBase = new Map<number, number>();
  const add = (rate: number, amount: number) => base.set(rate, (base.get(rate) ?? 0) + amount);
  const lines: BillPayment['lines'] = [];
  let itemsAmount = 0;
  for (const [lineId, wanted] of Object.entries(selection.lines ?? {})) {
    const line = priced.lines.get(lineId);
    // A shared line is paid in shares, never by units (ADR 048).
    if (!line || line.shareCount > 0) continue;
    const positions = freePositions(line, ledger.paidUnits.get(lineId), count(wanted));
    if (positions.length === 0) continue;
    const amount = sum(positions.map((at) => line.units[at]!));
    holding.units.set(lineId, positions);
    lines.push({ lineId, quantity: positions.length });
    itemsAmount += amount;
    add(line.rate, amount);
    itemsBase.set(line.rate, (itemsBase.get(line.rate) ?? 0) + amount);
  }
  const shares: LineShare[] = [];
  for (const [lineId, indices] of Object.entries(selection.shares ?? {})) {
    const line = priced.lines.get(lineId);
    if (!line || line.shareCount === 0) continue;
    const paid = ledger.paidShares.get(lineId);
    for (const index of [...new Set(indices)].sort((a, b) => a - b)) {
      const amount = shareAmount(line.net, line.shareCount, index);
      if (index < 1 || index > line.shareCount || paid?.has(index)) continue;
      shares.push({ lineId, index });
      itemsAmount += amount;
      add(line.rate, amount);
      itemsBase.set(line.rate, (itemsBase.get(line.rate) ?? 0) + amount);
    }
  }
  const charges: string[] = [];
  let chargesAmount = 0;
  for (const id of new Set(selection.charges ?? [])) {
    const charge = priced.charges.get(id);
    if (!charge || ledger.paidCharges.has(id)) continue;
    charges.push(id);
    chargesAmount += charge.amount;
    add(charge.rate, charge.amount);
  }
  const vat = [...base.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => {
      const before = ledger.paidBase.get(rate) ?? 0;
      const share =
        vatOf(before + amount, rate, priced.included) - vatOf(before, rate, priced.included);
      return { rate, base: amount, vat: share };
    })
    .filter((entry) => entry.base > 0);
  const vatTotal = sum(vat.map((entry) => entry.vat));
  if (commit) {
    for (const [lineId, positions] of holding.units) {
      const paid = ledger.paidUnits.get(lineId) ?? new Set<number>();
      for (const at of positions) paid.add(at);
      ledger.paidUnits.set(lineId, paid);
    }
    for (const id of charges) ledger.paidCharges.add(id);
    for (const id of charges) holding.charges.add(id);
    for (const { lineId, index } of shares) {
      const paid = ledger.paidShares.get(lineId) ?? new Set<number>();
      ledger.paidShares.set(lineId, paid.add(index));
      holding.shares.set(lineId, (holding.shares.get(lineId) ?? new Set<number>()).add(index));
    }
    for (const [rate, amount] of base) {
      ledger.paidBase.set(rate, (ledger.paidBase.get(rate) ?? 0) + amount);
    }
  }
  return {
    price: {
      itemsAmount,
      chargesAmount,
      vat,
      vatTotal,
      amount: itemsAmount + chargesAmount + (priced.included ? 0 : vatTotal),
    },
    tipBase: priced.included
      ? itemsAmount
      : itemsAmount + sum([...itemsBase].map(([rate, amount]) => vatOf(amount, rate, false))),
    lines,
    charges,
    shares,
    holding,
  };
}

function replay(input: BillInput): {
  priced: Priced;
  ledger: Ledger;
  payments: BillPayment[];
  refunds: BillRefund[];
} {
  const priced = price(input);
  const ledger: Ledger = {
    paidUnits: new Map(),
    paidCharges: new Set(),
    paidShares: new Map(),
    paidBase: new Map(),
    holdings: new Map(),
  };
  // A refund replays after the payments recorded before it: the units it frees are paid again
  // by a later payment at the same position, so at the same price.
  const refunds: BillRefund[] = [];
  const pending = [...(input.refunds ?? [])];
  const refundUpTo = (payments: number) => {
    while (pending.length > 0 && count(pending[0]!.afterPayments) <= payments) {
      refunds.push(refundStep(priced, ledger, pending.shift()!));
    }
  };
  refundUpTo(0);
  const payments = input.payments.map((payment, index): BillPayment => {
    const step = priceStep(
      priced,
      ledger,
      {
        lines: Object.fromEntries(
          payment.lines.map((line) => [line.lineId, line.quantity] as const),
        ),
        charges: payment.charges,
        shares: sharesByLine(payment.shares ?? []),
      },
      true,
    );
    ledger.holdings.set(payment.id, { ...step.holding, tip: count(payment.tip) });
    refundUpTo(index + 1);
    return {
      id: payment.id,
      method: payment.method,
      lines: step.lines,
      charges: step.charges,
      shares: step.shares,
      itemsAmount: step.price.itemsAmount,
      chargesAmount: step.price.chargesAmount,
      vat: step.price.vat,
      amount: step.price.amount,
      tip: count(payment.tip),
      ...(payment.createdAt ? { createdAt: payment.createdAt } : {}),
    };
  });
  refundUpTo(Number.POSITIVE_INFINITY);
  return { priced, ledger, payments, refunds };
}

export function computeBill(input: BillInput): Bill {
  const { priced, ledger, payments, refunds } = replay(input);
  const lines = input.lines.map((line): BillLine => {
    const { unitPrice, rate, charged, shareCount, net } = priced.lines.get(line.id)!;
    const shares = lineShares({
      amount: net,
      shareCount,
      paid: ledger.paidShares.get(line.id),
      reserved: input.reservedShares?.[line.id],
      held: input.heldShares?.[line.id],
    });
    const paidQuantity = shareCount
      ? shares.every((share) => share.paid)
        ? charged
        : 0
      : (ledger.paidUnits.get(line.id)?.size ?? 0);
    const leftQuantity = charged - paidQuantity;
    const dueQuantity = shareCount
      ? 0
      : Math.max(0, leftQuantity - count(input.reserved?.[line.id]));
    return {
      id: line.id,
      name: line.name,
      nameEn: line.nameEn ?? '',
      quantity: count(line.quantity),
      freeQuantity: Math.min(count(line.quantity), count(line.freeQuantity)),
      chargedQuantity: charged,
      unitPrice,
      amount: charged * unitPrice,
      staffDiscount: charged * unitPrice - net,
      discount: charged * count(line.unitDiscount),
      campaignDiscount: charged * count(line.unitCampaignDiscount),
      vatRate: rate,
      cancelled: Boolean(line.cancelled),
      ikram: Boolean(line.ikram),
      paidQuantity,
      leftQuantity,
      dueQuantity,
      availableQuantity: Math.max(0, dueQuantity - count(input.held?.[line.id])),
      options: [...(line.options ?? [])],
      extras: [...(line.extras ?? [])],
      optionsEn: [...(line.optionsEn ?? line.options ?? [])],
      extrasEn: [...(line.extrasEn ?? line.extras ?? [])],
      shareCount,
      shares,
    };
  });
  const reservedCharges = new Set(input.reservedCharges ?? []);
  const heldCharges = new Set(input.heldCharges ?? []);
  const charges = input.charges.map((charge): BillCharge => {
    const paid = ledger.paidCharges.has(charge.id);
    const due = !paid && !reservedCharges.has(charge.id);
    return {
      ...charge,
      nameEn: charge.nameEn ?? '',
      amount: priced.charges.get(charge.id)!.amount,
      vatRate: priced.charges.get(charge.id)!.rate,
      paid,
      due,
      available: due && !heldCharges.has(charge.id),
    };
  });
  const base = new Map<number, number>();
  const add = (rate: number, amount: number) => base.set(rate, (base.get(rate) ?? 0) + amount);
  for (const line of lines) add(line.vatRate, line.amount - line.staffDiscount);
  for (const charge of charges) add(charge.vatRate, charge.amount);
  const vat = [...base.entries()]
    .filter(([, amount]) => amount > 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => ({ rate, base: amount, vat: vatOf(amount, rate, priced.included) }));
  const subtotal = sum(lines.map((line) => line.amount));
  const staffDiscountTotal = sum(priced.discounts.map((discount) => discount.amount));
  const serviceChargeTotal = sum(charges.map((charge) => charge.amount));
  const vatTotal = sum(vat.map((entry) => entry.vat));
  const total =
    subtotal - staffDiscountTotal + serviceChargeTotal + (priced.included ? 0 : vatTotal);
  const paid = sum(payments.map((payment) => payment.amount));
  const refunded = sum(refunds.map((refund) => refund.amount));
  return {
    taxIncludedInPrice: priced.included,
    lines,
    charges,
    subtotal,
    discountTotal: sum(lines.map((line) => line.discount)),
    campaignTotal: sum(lines.map((line) => line.campaignDiscount)),
    serviceChargeTotal,
    staffDiscounts: priced.discounts,
    staffDiscountTotal,
    vat,
    vatTotal,
    total,
    payments,
    paid,
    tips: sum(payments.map((payment) => payment.tip)) - sum(refunds.map((r) => r.tip)),
    refunds,
    refunded,
    left: total - paid + refunded,
    settled: lines.every((line) => line.leftQuantity === 0) && charges.every((c) => c.paid),
  };
}

/**
 * What a selection would cost as the next payment of the bill, with a tip of `tipPercentage`
 * of what its items cost with their VAT (service charges are never tipped on; 001 §9 puts the
 * bill dialog's tip on the total, which with VAT added on top includes it). The split screen,
 * the bill dialog, the payment screen and the server all price through here.
 */
export function priceSelection(
  input: BillInput,
  selection: BillSelection,
  tipPercentage = 0,
): SelectionPrice & { lines: BillPayment['lines']; charges: string[]; shares: LineShare[] } {
  const { priced, ledger } = replay(input);
  const step = priceStep(priced, ledger, selection, false);
  const tip = calculateTip(step.tipBase, tipPercentage);
  return {
    ...step.price,
    tip,
    total: step.price.amount + tip,
    lines: step.lines,
    charges: step.charges,
    shares: step.shares,
  };
}

/**
 * The rest of the bill: every unit due and every charge due (approved splits' units and
 * charges are their payer's).
 */
export function restOfBill(bill: Bill): Required<BillSelection> {
  return {
    lines: Object.fromEntries(
      bill.lines.filter((line) => line.dueQuantity > 0).map((l) => [l.id, l.dueQuantity]),
    ),
    charges: bill.charges.filter((charge) => charge.due).map((charge) => charge.id),
    shares: sharesOfLines(bill, (share) => share.due),
  };
}

/**
 * The input a bill was computed from, read back from the bill itself, so that a screen given a
 * bill (the server's JSON) prices the next payment exactly as the server will:
 * computeBill(inputOfBill(bill)) is the same bill.
 */
export function inputOfBill(bill: Bill): BillInput {
  const units = (pick: (line: BillLine) => number) =>
    Object.fromEntries(
      bill.lines.filter((line) => pick(line) > 0).map((line) => [line.id, pick(line)]),
    );
  return {
    taxIncludedInPrice: bill.taxIncludedInPrice,
    lines: bill.lines.map((line) => ({
      id: line.id,
      name: line.name,
      nameEn: line.nameEn,
      quantity: line.quantity,
      freeQuantity: line.freeQuantity,
      unitPrice: line.unitPrice,
      unitDiscount: line.chargedQuantity ? line.discount / line.chargedQuantity : 0,
      unitCampaignDiscount: line.chargedQuantity ? line.campaignDiscount / line.chargedQuantity : 0,
      vatRate: line.vatRate,
      cancelled: line.cancelled,
      ...(line.ikram ? { ikram: true } : {}),
      options: line.options,
      extras: line.extras,
      optionsEn: line.optionsEn,
      extrasEn: line.extrasEn,
      ...(line.shareCount ? { shareCount: line.shareCount } : {}),
    })),
    charges: bill.charges.map(({ id, name, nameEn, amount, vatRate }) => ({
      id,
      name,
      nameEn,
      amount,
      vatRate,
    })),
    payments: bill.payments.map((payment) => ({
      id: payment.id,
      method: payment.method,
      tip: payment.tip,
      lines: payment.lines,
      charges: payment.charges,
      shares: payment.shares,
      ...(payment.createdAt ? { createdAt: payment.createdAt } : {}),
    })),
    reserved: units((line) => line.leftQuantity - line.dueQuantity),
    held: units((line) => line.dueQuantity - line.availableQuantity),
    reservedCharges: bill.charges.filter((c) => !c.paid && !c.due).map((c) => c.id),
    heldCharges: bill.charges.filter((c) => c.due && !c.available).map((c) => c.id),
    reservedShares: sharesOfLines(bill, (share) => !share.paid && !share.due),
    heldShares: sharesOfLines(bill, (share) => share.due && !share.available),
    staffDiscounts: bill.staffDiscounts.map(({ id, lineId, kind, value, reason }) => ({
      id,
      lineId,
      kind,
      value,
      reason,
    })),
    refunds: bill.refunds.map(({ id, paymentId, afterPayments, lines, charges, shares, tip }) => ({
      id,
      paymentId,
      afterPayments,
      lines,
      charges,
      shares,
      tip,
    })),
  };
}

/** The shares of a bill's lines that pass a test, by line id (lines with none left out). */
function sharesOfLines(bill: Bill, test: (share: BillShare) => boolean): Record<string, number[]> {
  return Object.fromEntries(
    bill.lines
      .map((line) => [line.id, line.shares.filter(test).map((s) => s.index)] as const)
      .filter(([, indices]) => indices.length > 0),
  );
}

/**
 * What a refund would give back as the next step of the bill (issue 34): what its payment
 * still holds of what it names, at that payment's prices. The server refunds exactly this.
 */
export function priceRefund(
  input: BillInput,
  refund: Omit<BillRefundInput, 'id' | 'afterPayments'>,
): BillRefund {
  const { priced, ledger } = replay(input);
  return refundStep(priced, ledger, { ...refund, id: '', afterPayments: input.payments.length });
}
