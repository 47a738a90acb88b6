import { type Locator, type Page, expect, test } from '@playwright/test';
import { formatTry } from '../../../packages/core/src/money/format-try.ts';
import type { SalesReport } from '../../../packages/core/src/reports/report.schemas.ts';
import { addFromMenu } from '../../web/e2e/support/menu-helpers.ts';
import { BOGAZ } from '../../web/e2e/support/qr-video.ts';
import { BOGAZ_STAFF, staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { ownTable } from '../../web/e2e/support/table-tokens.ts';
import {
  type PlacedOrder,
  boardCard,
  confirmOrder,
  dinerPhone,
  kitchenCard,
  openView,
  receiptFigure,
  staffTablet,
  takeRest,
} from './support/evening.ts';
import { readPrintedPdf } from './support/read-printed-pdf.ts';
import { signInStaff } from './support/sign-in.ts';

// Issue 29, done when: a whole evening (two tablets, the kitchen display, three phones) ends
// with every screen's money equal to the receipts and the report. At Boğaziçi: Ayşe and Selin
// share a table, a round each and a dessert round (the kuver once, ADR 054); an English tourist
// eats at another table and pays before her dish is cooked (it stays on the kitchen display,
// ADR 054). Selin asks for her dessert's bill from her phone (a split; the diner's app has no
// online payment yet, so the manager's tablet approves it and takes her card), the manager's
// tablet takes the rest in cash with change, the owner's the tourist's bill by card and prints
// its receipt.
// Every figure expected is worked out here from the menu's prices, never from the server.
// The tables are the spec's own, and the report is read for this evening's dishes alone (no
// other spec orders them): the day's figures just before, plus what was paid here.

const MANAGER = { email: 'manager@bogaz.masa.app', password: 'staff1234' };
const KITCHEN = { email: 'kitchen@bogaz.masa.app', password: 'staff1234' };
/** Boğaziçi's menu, VAT included (apps/server/src/db/seed/demo-bogaz-menu.ts), and its kuver. */
const DISHES = {
  'Kayseri Mantısı': { price: 300_00, category: 'Ana Yemekler' },
  'Hünkar Beğendi': { price: 450_00, category: 'Ana Yemekler' },
  'Sebzeli Güveç': { price: 280_00, category: 'Ana Yemekler' },
  Soda: { price: 40_00, category: 'Soğuk İçecekler' },
  'Fıstıklı Baklava': { price: 260_00, category: 'Tatlılar' },
  Künefe: { price: 240_00, category: 'Tatlılar' },
};
type Dish = keyof typeof DISHES;
const KUVER = 50_00;
const sum = (dishes: Dish[]) => dishes.reduce((total, dish) => total + DISHES[dish].price, 0);
const ROUND_1: Dish[] = ['Kayseri Mantısı', 'Soda']; // Ayşe, for the two of them
const ROUND_2: Dish[] = ['Hünkar Beğendi', 'Soda']; // Selin
const DESSERT: Dish[] = ['Fıstıklı Baklava', 'Künefe']; // Ayşe's and Selin's
const TOURIST: Dish[] = ['Sebzeli Güveç', 'Soda']; // alone
const TOTAL = {
  round1: sum(ROUND_1) + 2 * KUVER,
  round2: sum(ROUND_2),
  dessert: sum(DESSERT),
  tourist: sum(TOURIST) + KUVER,
};

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const toast = (phone: Page, text: string) =>
  phone.getByRole('status').or(phone.getByRole('alert')).filter({ hasText: text }).first();

test('a whole evening: every screen’s money equals the receipts and the report', async ({
  page: owner,
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const table = await ownTable(request, BOGAZ, 'Akşam');
  const corner = await ownTable(request, BOGAZ, 'Turist');
  const headers = await staffHeaders(request, BOGAZ_STAFF);
  const day = today();
  const before = (
    (await (
      await request.get(`/api/staff/reports/summary?from=${day}&to=${day}`, { headers })
    ).json()) as { data: SalesReport }
  ).data;
  const others: Page[] = [];
  try {
    // Tablet 1, the owner's, on the board; tablet 2, the manager's; the kitchen display.
    await signInStaff(owner, BOGAZ_STAFF);
    await owner.getByRole('button', { name: 'Servisi Başlat' }).click();
    const manager = await staffTablet(browser, MANAGER);
    const kitchen = await staffTablet(browser, KITCHEN);
    await openView(kitchen, 'Mutfak Ekranı');
    await kitchen.getByLabel('İstasyon').selectOption('');
    others.push(manager, kitchen);

    const ayse = await dinerPhone(browser, {
      name: 'Ayşe Akşam',
      locale: 'tr-TR',
      qrUrl: table.qrUrl,
      tableId: table.id,
    });
    const selin = await dinerPhone(browser, {
      name: 'Selin Akşam',
      locale: 'tr-TR',
      qrUrl: table.qrUrl,
      tableId: table.id,
    });
    const tourist = await dinerPhone(browser, {
      name: 'Emma Evening',
      locale: 'en-GB',
      qrUrl: corner.qrUrl,
      tableId: corner.id,
    });
    others.push(ayse, selin, tourist);

    /** The board and the kitchen display show the new order; how long each took is recorded. */
    const arrives = async (label: string, at: string, placed: PlacedOrder, tapped: number) => {
      const shows = async (screen: string, card: Locator) => {
        await expect(card).toBeVisible();
        const took = `${Date.now() - tapped} ms`;
        test.info().annotations.push({ type: `${screen} ${label}`, description: took });
      };
      await Promise.all([
        shows('board', boardCard(owner, 'Yeni', at, placed.orderNumber)),
        shows('kitchen', kitchenCard(kitchen, placed.orderNumber)),
      ]);
      await boardCard(owner, 'Yeni', at, placed.orderNumber)
        .getByRole('button', { name: 'Kabul Et' })
        .click();
      await expect(boardCard(owner, 'Alındı', at, placed.orderNumber)).toBeVisible();
    };
    /**
     * The kitchen bumps the order, the owner's tablet delivers it: served and not paid, it waits
     * under "Teslim Edildi"; paid already, it leaves the board (ADR 054).
     */
    const serve = async (at: string, placed: PlacedOrder, paid = false) => {
      const card = kitchenCard(kitchen, placed.orderNumber);
      await card.getByRole('button', { name: /Tamamı Hazır$/ }).click();
      await expect(card).toBeHidden();
      await boardCard(owner, 'Hazır', at, placed.orderNumber)
        .getByRole('button', { name: 'Teslim Et' })
        .click();
      const name = `${at} Sipariş #${placed.orderNumber}`;
      if (paid) await expect(owner.getByRole('article', { name })).toHaveCount(0);
      else await expect(boardCard(owner, 'Teslim Edildi', at, placed.orderNumber)).toBeVisible();
    };

    // Round 1: Ayşe orders for the two of them; the kuver is for two.
    for (const dish of ROUND_1) await addFromMenu(ayse, dish);
    await ayse.getByRole('link', { name: /Sepete git/ }).click();
    await ayse.getByRole('spinbutton', { name: 'Kişi Sayısı' }).fill('2');
    const summary = (phone: Page, name = 'Sipariş Özeti') => phone.getByRole('region', { name });
    await expect(summary(ayse)).toContainText('Kuver');
    await expect(ayse.getByTestId('checkout-total')).toHaveText(formatTry(TOTAL.round1));
    const first = await confirmOrder(ayse, 'Siparişi Onayla');
    expect(first.order.total).toBe(TOTAL.round1);
    await arrives('round 1', table.name, first.order, first.tapped);

    // Round 2: Selin orders hers; the sitting's kuver is not charged again.
    for (const dish of ROUND_2) await addFromMenu(selin, dish);
    await selin.getByRole('link', { name: /Sepete git/ }).click();
    await expect(selin.getByTestId('checkout-total')).toHaveText(formatTry(TOTAL.round2));
    await expect(summary(selin)).not.toContainText('Kuver');
    const second = await confirmOrder(selin, 'Siparişi Onayla');
    expect(second.order.total).toBe(TOTAL.round2);
    await arrives('round 2', table.name, second.order, second.tapped);

    // The tourist orders in English, alone at her table.
    await tourist.getByRole('button', { name: 'Add to Cart: Vegetable Casserole' }).click();
    await tourist.getByRole('button', { name: 'Add to Cart: Sparkling Mineral Water' }).click();
    await tourist.getByRole('link', { name: /Go to cart/ }).click();
    await tourist.getByRole('spinbutton', { name: 'Number of People' }).fill('1');
    await expect(tourist.getByTestId('checkout-total')).toHaveText(formatTry(TOTAL.tourist));
    const hers = await confirmOrder(tourist, 'Confirm Order');
    expect(hers.order.total).toBe(TOTAL.tourist);
    await arrives('tourist', corner.name, hers.order, hers.tapped);

    // She pays at once, by card, before her dish is cooked; the owner prints the receipt.
    await tourist.goto('/customerapp/orders');
    const touristCard = tourist.getByRole('article', { name: `Order #${hers.order.orderNumber}` });
    await touristCard.getByRole('button', { name: 'Ask for the Bill' }).click();
    const billDialog = tourist.getByRole('dialog', { name: 'Ask for the Bill' });
    await billDialog.getByRole('radio', { name: 'Credit Card' }).check();
    await billDialog.getByRole('button', { name: 'Ask for the Bill', exact: true }).click();
    await expect(toast(tourist, 'The bill has been requested!')).toBeVisible();
    await openView(owner, 'Masalar');
    await owner.getByRole('button', { name: new RegExp(`^${corner.name}\\b`) }).click();
    const touristReceipt = await takeRest(owner, corner.name, hers.order, {
      amount: TOTAL.tourist,
      method: 'Kredi kartı',
    });
    await owner.emulateMedia({ media: 'print' });
    const printed = await readPrintedPdf(await owner.pdf({ format: 'A4' }));
    await owner.emulateMedia({ media: 'screen' });
    const squeezed = (text: string) => text.replace(/\s+/g, '');
    expect(printed.pageCount).toBe(1);
    expect(squeezed(printed.pages[0]!)).toContain(`Kredikartı${formatTry(TOTAL.tourist)}`);
    expect(squeezed(printed.pages[0]!)).toContain(`Kalan${formatTry(0)}`);
    await receiptFigure(touristReceipt, 'Toplam Ödenen', TOTAL.tourist);
    await touristReceipt.getByRole('button', { name: 'Kapat', exact: true }).click();
    // Paid, and still on the kitchen display until it is made and served.
    await expect(kitchenCard(kitchen, hers.order.orderNumber)).toContainText('1 × Sebzeli Güveç');

    // The kitchen bumps the three orders; the owner's tablet delivers them.
    await openView(owner, /^Siparişler/);
    await serve(table.name, first.order);
    await serve(table.name, second.order);
    await serve(corner.name, hers.order, true);

    // The dessert round from the shared cart: Ayşe's Baklava, Selin's Künefe, no kuver again.
    await ayse.goto(`/customerapp/menu/${BOGAZ}/${table.id}`);
    await addFromMenu(ayse, 'Fıstıklı Baklava');
    await selin.goto(`/customerapp/menu/${BOGAZ}/${table.id}`);
    await addFromMenu(selin, 'Künefe');
    await ayse.getByRole('link', { name: /Sepete git, 2 ürün/ }).click();
    await expect(ayse.getByTestId('checkout-total')).toHaveText(formatTry(TOTAL.dessert));
    await expect(summary(ayse)).not.toContainText('Kuver');
    const dessert = await confirmOrder(ayse, 'Siparişi Onayla');
    expect(dessert.order.total).toBe(TOTAL.dessert);
    await arrives('dessert', table.name, dessert.order, dessert.tapped);
    await serve(table.name, dessert.order);

    // Selin pays her Künefe from her phone: the table's orders, the split, her items.
    await selin
      .getByRole('link', { name: /^Masanın Siparişleri/ })
      .first()
      .click();
    await selin
      .getByRole('article', { name: `Sipariş #${dessert.order.orderNumber}` })
      .getByRole('link', { name: 'Hesabı Böl' })
      .click();
    await selin.getByRole('button', { name: 'Benim Ürünlerimi Seç' }).click();
    await expect(selin.getByRole('status', { name: 'Künefe seçilen adet' })).toHaveText('1');
    await expect(selin.getByRole('status', { name: 'Fıstıklı Baklava seçilen adet' })).toHaveText(
      '0',
    );
    await selin.getByRole('radio', { name: 'Kredi Kartı' }).check();
    await selin
      .getByRole('button', { name: `${formatTry(DISHES.Künefe.price)} Hesap İste` })
      .click();
    await expect(toast(selin, 'Split Bill hesap isteği başarıyla gönderildi!')).toBeVisible();

    // The manager approves it and takes it, then the rest of the table in cash with change.
    await openView(manager, /^İstekler/);
    const split = manager
      .getByRole('article', { name: `${table.name}: hesap bölme isteği` })
      .filter({ hasText: `Sipariş #${dessert.order.orderNumber}` });
    await split.getByRole('button', { name: 'Onayla' }).click();
    const takeSplit = split.getByRole('button', {
      name: `${formatTry(DISHES.Künefe.price)} Kredi kartı Ödemesini Al`,
    });
    await takeSplit.click();
    const splitForm = split.getByRole('form', { name: 'Hesap bölme ödemesi' });
    await splitForm
      .getByRole('button', { name: `${formatTry(DISHES.Künefe.price)} Ödemeyi Kaydet` })
      .click();
    await expect(takeSplit).toBeHidden();
    const splitReceipt = manager.getByRole('region', {
      name: `Sipariş #${dessert.order.orderNumber} ödeme fişi`,
    });
    await expect(splitReceipt.getByTestId('receipt-amount')).toHaveText(
      formatTry(DISHES.Künefe.price),
    );
    await receiptFigure(splitReceipt, 'Kredi kartı', DISHES.Künefe.price);
    await splitReceipt.getByRole('button', { name: 'Kapat', exact: true }).click();
    await openView(manager, 'Masalar');
    await manager.getByRole('button', { name: new RegExp(`^${table.name}\\b`) }).click();
    const cash: [PlacedOrder, number, number][] = [
      [first.order, TOTAL.round1, 500_00],
      [second.order, TOTAL.round2, 500_00],
      [dessert.order, TOTAL.dessert - DISHES.Künefe.price, 300_00],
    ];
    for (const [order, amount, received] of cash) {
      const receipt = await takeRest(manager, table.name, order, {
        amount,
        method: 'Nakit',
        received,
      });
      await receiptFigure(receipt, 'Toplam Ödenen', order.total);
      await receipt.getByRole('button', { name: 'Kapat', exact: true }).click();
    }
    await expect(
      manager.getByRole('button', { name: new RegExp(`^${table.name}\\b`) }),
    ).toContainText('Ödendi');
    await manager.screenshot({ path: test.info().outputPath('manager-table-paid-1024.png') });

    // Every payment, as the tablets confirmed them, adds up to the orders' totals.
    const payments = [TOTAL.tourist, DISHES.Künefe.price, ...cash.map(([, amount]) => amount)];
    const orders = [TOTAL.round1, TOTAL.round2, TOTAL.dessert, TOTAL.tourist];
    expect(payments.reduce((a, b) => a + b)).toBe(orders.reduce((a, b) => a + b));

    // Each phone shows what was paid: Ayşe's two orders, Selin's round and her split, the
    // tourist's bill.
    const paidOn = async (phone: Page, tab: RegExp, name: string, amount: number) => {
      await phone.goto('/customerapp/orders');
      await phone.getByRole('tab', { name: tab }).click();
      const card = phone.getByRole('article', { name });
      for (const figure of ['bill-total', 'bill-paid', 'bill-paid-total'])
        await expect(card.getByTestId(figure)).toHaveText(formatTry(amount));
      await expect(card.getByTestId('bill-tips')).toHaveText(formatTry(0));
      await expect(card.getByTestId('bill-left')).toHaveCount(0);
    };
    await paidOn(ayse, /Geçmiş Siparişler/, `Sipariş #${first.order.orderNumber}`, TOTAL.round1);
    await paidOn(ayse, /Geçmiş Siparişler/, `Sipariş #${dessert.order.orderNumber}`, TOTAL.dessert);
    await ayse.screenshot({ path: test.info().outputPath('ayse-history-390.png'), fullPage: true });
    await paidOn(selin, /Geçmiş Siparişler/, `Sipariş #${second.order.orderNumber}`, TOTAL.round2);
    await selin.goto(`/customerapp/split-bill/${dessert.order.id}`);
    await expect(
      selin.getByRole('list', { name: 'Hesap İsteklerim' }).getByRole('listitem'),
    ).toHaveText([`Ödendi${formatTry(DISHES.Künefe.price)}`]);
    await expect(selin.getByTestId('bill-total')).toHaveText(formatTry(TOTAL.dessert));
    await expect(selin.getByTestId('bill-paid')).toHaveText(formatTry(TOTAL.dessert));
    await selin.screenshot({ path: test.info().outputPath('selin-split-390.png'), fullPage: true });
    await paidOn(tourist, /Past Orders/, `Order #${hers.order.orderNumber}`, TOTAL.tourist);
    await tourist.screenshot({
      path: test.info().outputPath('tourist-history-390.png'),
      fullPage: true,
    });

    // The report: this evening's dishes, each as many and as much as was paid here.
    await openView(owner, 'Raporlar');
    await owner.getByRole('button', { name: 'Yenile' }).click();
    const products = owner.getByRole('region', { name: 'Ürünlere göre' });
    const units = new Map<Dish, number>();
    for (const dish of [...ROUND_1, ...ROUND_2, ...DESSERT, ...TOURIST])
      units.set(dish, (units.get(dish) ?? 0) + 1);
    let dishes = 0;
    for (const [dish, count] of units) {
      const earlier = before.byProduct.find((p) => p.name === dish) ?? { units: 0, amount: 0 };
      const amount = count * DISHES[dish].price;
      dishes += amount;
      await expect(products.getByRole('row', { name: new RegExp(`^${dish} `) })).toHaveText(
        [
          dish,
          DISHES[dish].category,
          earlier.units + count,
          formatTry(earlier.amount + amount),
        ].join(''),
      );
    }
    // The dishes and the kuver of the three diners are every kuruş paid.
    expect(dishes + 3 * KUVER).toBe(payments.reduce((a, b) => a + b));
    await owner.screenshot({
      path: test.info().outputPath('owner-report-1024.png'),
      fullPage: true,
    });
  } finally {
    for (const other of others) await other.context().close();
    await table.close();
    await corner.close();
  }
});
