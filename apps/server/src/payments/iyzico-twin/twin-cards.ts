/**
 * The twin's test cards: numbers from iyzico's sandbox list (docs.iyzico.com "Test Kartları",
 * iyzipay-node README), so a card that works against the twin behaves the same in the sandbox.
 * The sandbox accepts any future expiry date and any CVC; so does the twin.
 */
export type CardOutcome =
  | { kind: 'success' }
  | {
      kind: 'failure';
      errorCode: string;
      errorGroup: string;
      message: { tr: string; en: string };
    }
  /** The form says done, but neither the redirect nor the webhook ever comes. Twin only. */
  | { kind: 'silent' };

export type TestCard = { number: string; label: { tr: string; en: string }; outcome: CardOutcome };

export const TEST_CARDS: TestCard[] = [
  {
    number: '5528790000000008',
    label: { tr: 'Başarılı (Halkbank, Master Card)', en: 'Succeeds (Halkbank, Master Card)' },
    outcome: { kind: 'success' },
  },
  {
    number: '5890040000000016',
    label: { tr: 'Başarılı (Akbank, banka kartı)', en: 'Succeeds (Akbank, debit card)' },
    outcome: { kind: 'success' },
  },
  {
    number: '5400010000000004',
    label: { tr: 'Başarılı (yabancı kart)', en: 'Succeeds (foreign card)' },
    outcome: { kind: 'success' },
  },
  {
    number: '4111111111111129',
    label: { tr: 'Yetersiz bakiye', en: 'Insufficient funds' },
    // iyzico's bank error 10051, its texts as docs.iyzico.com "Hata Kodları" gives them.
    outcome: {
      kind: 'failure',
      errorCode: '10051',
      errorGroup: 'NOT_SUFFICIENT_FUNDS',
      message: {
        tr: 'Kart limiti yetersiz, yetersiz bakiye',
        en: 'Insufficient card limit, insufficient balance',
      },
    },
  },
  {
    number: '4131111111111117',
    label: { tr: '3D Secure doğrulaması başarısız', en: '3-D Secure authentication fails' },
    // The sandbox lists this card as "mdStatus is 0" (3-D Secure not verified) without a code;
    // the twin's code names what happened rather than borrow a number iyzico did not document.
    outcome: {
      kind: 'failure',
      errorCode: 'MD_STATUS_0',
      errorGroup: 'THREEDS_AUTHENTICATION_FAILED',
      message: {
        tr: '3D Secure doğrulaması başarısız oldu',
        en: '3-D Secure authentication failed',
      },
    },
  },
  {
    number: '4000000000000002',
    label: { tr: 'Geri dönmez (twin)', en: 'Never calls back (twin)' },
    outcome: { kind: 'silent' },
  },
];

/** Any other well-formed number: iyzico's answer to a card it does not know. */
export const UNKNOWN_CARD: CardOutcome = {
  kind: 'failure',
  errorCode: '12',
  errorGroup: 'INVALID_CARD_NUMBER',
  message: { tr: 'Kart numarası geçersizdir', en: 'Invalid card number' },
};

export function cardOutcome(number: string): CardOutcome {
  return TEST_CARDS.find((card) => card.number === number)?.outcome ?? UNKNOWN_CARD;
}
