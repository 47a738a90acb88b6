// The figures of a bill as rows, in the order every screen shows them (ADR 027): the subtotal,
// each staff discount (ADR 074), each service charge by its name, VAT by rate, the total and, once something is paid, what
// was paid, the tips, the two together (in the history: the table's, then the diner's own,
// ADR 058) and what is left. Pure, so the rules are tested once:
// VAT included in the prices is listed after the total as "(dahil)", never as if it added on
// top; VAT added on top comes before the total it makes up.
import { texts } from '../../i18n/texts.ts';

const t = texts('billFigures');

/** What the rows need: the one bill model's JSON (`order.bill`) fits, so do the cart's totals. */
export type BillFiguresSource = {
  taxIncludedInPrice: boolean;
  /** Sum of line amounts, after discounts. */
  subtotal: number;
  /** Already taken off the subtotal; shown only where the lines are not (the cart). */
  discountTotal?: number;
  /** The part of discountTotal a campaign's code gave (issue 20), shown on its own row. */
  campaign?: { code: string; amount: number } | null;
  /**
   * An order's bill: the campaign's part of its discounts. Its lines are listed at the menu's
   * prices (amountAtMenuPrices), so the subtotal is too and the campaign is its own row.
   */
  campaignTotal?: number;
  /** Staff discounts (issue 32 §2, ADR 074): each its own row after the subtotal. */
  staffDiscounts?: readonly { kind: string; value: number; reason: string; amount: number }[];
  charges: readonly { name: string; amount: number }[];
  vat: readonly { rate: number; vat: number }[];
  total: number;
  /** Absent before anything is paid (the cart). */
  payments?: readonly unknown[];
  paid?: number;
  /** What refunds gave back of it (issue 34): paid less this is what the table has paid. */
  refunded?: number;
  tips?: number;
  left?: number;
};

export type BillRowKind = 'figure' | 'total' | 'included' | 'paid' | 'left';

export type BillRow = {
  /** Stable, unique in one bill: also its data-testid (`bill-…`). */
  testId: string;
  label: string;
  /** Kuruş; a discount is negative. */
  amount: number;
  kind: BillRowKind;
};

export function billRows(
  source: BillFiguresSource,
  {
    showDiscount = false,
    paidByYou,
  }: {
    showDiscount?: boolean;
    /**
     * What this diner paid on the bill (the history, ADR 058): then the bill's paid total reads
     * as the table's, and her own part follows it on a row of its own.
     */
    paidByYou?: { paid: number; tips: number } | undefined;
  } = {},
): BillRow[] {
  const rows: BillRow[] = [];
  const discount = showDiscount ? (source.discountTotal ?? 0) : 0;
  if (discount > 0) {
    rows.push({
      testId: 'bill-subtotal',
      label: t('billFigures.subtotal'),
      amount: source.subtotal + discount,
      kind: 'figure',
    });
    const campaign = Math.min(discount, source.campaign?.amount ?? 0);
    if (discount > campaign) {
      rows.push({
        testId: 'bill-discount',
        label: t('billFigures.discount'),
        amount: -(discount - campaign),
        kind: 'figure',
      });
    }
    if (campaign > 0) {
      rows.push({
        testId: 'bill-campaign',
        label: t('billFigures.campaign', { code: source.campaign?.code ?? '' }),
        amount: -campaign,
        kind: 'figure',
      });
    }
  } else {
    const campaign = source.campaignTotal ?? 0;
    rows.push({
      testId: 'bill-subtotal',
      label: t('billFigures.subtotal'),
      amount: source.subtotal + campaign,
      kind: 'figure',
    });
    if (campaign > 0) {
      rows.push({
        testId: 'bill-campaign',
        label: source.campaign
          ? t('billFigures.campaign', { code: source.campaign.code })
          : t('billFigures.campaignDiscount'),
        amount: -campaign,
        kind: 'figure',
      });
    }
  }
  (source.staffDiscounts ?? []).forEach((discount, index) => {
    rows.push({
      testId: `bill-staff-discount-${index}`,
      label: t('billFigures.staffDiscount', {
        reason: discount.reason,
        percent: discount.kind === 'percent' ? discount.value : null,
      }),
      amount: -discount.amount,
      kind: 'figure',
    });
  });
  source.charges.forEach((charge, index) => {
    rows.push({
      testId: `bill-charge-${index}`,
      label: charge.name || t('billFigures.serviceCharge'),
      amount: charge.amount,
      kind: 'figure',
    });
  });
  const vat = source.vat.filter((entry) => entry.vat > 0);
  if (!source.taxIncludedInPrice) {
    for (const entry of vat) {
      rows.push({
        testId: `bill-vat-${entry.rate}`,
        label: t('billFigures.vatAdded', { rate: entry.rate }),
        amount: entry.vat,
        kind: 'figure',
      });
    }
  }
  rows.push({
    testId: 'bill-total',
    label: t('billFigures.total'),
    amount: source.total,
    kind: 'total',
  });
  if (source.taxIncludedInPrice) {
    for (const entry of vat) {
      rows.push({
        testId: `bill-vat-${entry.rate}`,
        label: t('billFigures.vatIncluded', { rate: entry.rate }),
        amount: entry.vat,
        kind: 'included',
      });
    }
  }
  if ((source.payments?.length ?? 0) > 0) {
    const paid = (source.paid ?? 0) - (source.refunded ?? 0);
    const tips = source.tips ?? 0;
    rows.push({ testId: 'bill-paid', label: t('billFigures.paid'), amount: paid, kind: 'paid' });
    rows.push({ testId: 'bill-tips', label: t('billFigures.tips'), amount: tips, kind: 'paid' });
    rows.push({
      testId: 'bill-paid-total',
      label: paidByYou ? t('billFigures.tablePaidTotal') : t('billFigures.paidTotal'),
      amount: paid + tips,
      kind: 'total',
    });
    if (paidByYou) {
      rows.push({
        testId: 'bill-paid-by-you',
        label: t('billFigures.paidByYou'),
        amount: paidByYou.paid + paidByYou.tips,
        kind: 'total',
      });
    }
  }
  if ((source.left ?? 0) > 0 && (source.payments?.length ?? 0) > 0) {
    rows.push({
      testId: 'bill-left',
      label: t('billFigures.left'),
      amount: source.left ?? 0,
      kind: 'left',
    });
  }
  return rows;
}

/** A line's units: what is charged, and the free units a service charge includes. */
export type LineUnits = {
  amount: number;
  chargedQuantity: number;
  freeQuantity: number;
  /** Given as ikram (ADR 073): shown "İkram" at ₺0. */
  ikram?: boolean;
};

/**
 * The name a free unit is included in: the charge when the bill has exactly one (the kuver),
 * else none (the units are still free, the text just does not guess which charge).
 */
export function includingCharge(charges: readonly { name: string }[]): string | null {
  return charges.length === 1 ? (charges[0]?.name ?? null) : null;
}

/**
 * How a line's amount reads: a free line says it is free ("Ücretsiz", noted "(Kuver dahil)")
 * and shows no price; a line with some free units shows what is charged and notes the free
 * units.
 */
export function lineAmountText(
  line: LineUnits,
  chargeName: string | null,
): { price: number | null; text: string | null; note: string | null } {
  if (line.ikram) return { price: 0, text: null, note: t('billFigures.ikram') };
  if (line.chargedQuantity === 0 && line.freeQuantity > 0) {
    return {
      price: null,
      text: t('billFigures.free'),
      note: chargeName ? t('billFigures.includedIn', { charge: chargeName }) : null,
    };
  }
  return {
    price: line.amount,
    text: null,
    note:
      line.freeQuantity > 0
        ? t('billFigures.freeUnits', { count: line.freeQuantity, charge: chargeName })
        : null,
  };
}

/**
 * What a line says of its payment: 'Ödendi', '1/2 ödendi' by units, or for a line shared in
 * shares (ADR 048) how many of its shares are paid ('2/3 pay ödendi'); null when nothing is.
 */
export function linePaidNote(line: {
  paidQuantity: number;
  chargedQuantity: number;
  shareCount?: number;
  shares?: readonly { paid: boolean }[];
}): string | null {
  if (line.shareCount && line.shares) {
    const paid = line.shares.filter((share) => share.paid).length;
    if (paid === 0) return null;
    return paid < line.shareCount
      ? t('billFigures.sharesPaid', { paid, count: line.shareCount })
      : t('billFigures.linePaid');
  }
  if (line.paidQuantity === 0) return null;
  return line.paidQuantity >= line.chargedQuantity
    ? t('billFigures.linePaid')
    : t('billFigures.linePartlyPaid', { paid: line.paidQuantity, quantity: line.chargedQuantity });
}
