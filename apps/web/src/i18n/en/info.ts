import type { info as source } from '../tr/info.ts';
import type { Texts } from '../texts-type.ts';

export const info: Texts<typeof source> = {
  termsTitle: 'Terms of Use',
  privacyTitle: 'Privacy Notice',
  inviteTitle: 'Invite a Friend',
  favoritesTitle: 'My Favourites',
  favoritesEmpty: 'No favourites yet. Tap the heart of a dish on the menu to add it.',
  favoritesToMenu: 'Go to Menu',
  helpTitle: 'Help and Support',
  help: {
    waiterTitle: 'Calling the waiter and asking for the bill',
    waiterText:
      'In the Orders tab, tap ‘Call Waiter’ or ‘Ask for the Bill’ under your order; the staff at your table are told.',
    toOrders: 'Go to My Orders',
    call: (phone) => `Call the restaurant: ${phone}`,
  },
  invite: {
    headline: 'Invite your friends, earn points',
    reward: 'You earn 50 points for every friend you invite.',
    stepsTitle: 'How does it work?',
    steps: [
      'Share your invite link with your friend.',
      'Your friend signs up to Masa with this link.',
      'Once they have signed up, 50 points are added to your account.',
    ],
    linkLabel: 'Your invite link',
    copy: 'Copy Link',
    copied: 'Link copied',
    copyFailed: 'The link could not be copied; please select and copy it by hand.',
    share: 'Share',
    shareText: 'Order from your table with Masa! Sign up with this link:',
    points: 'Your points',
    pointsValue: (points) => `${points} ${points === 1 ? 'point' : 'points'}`,
    signedOut: 'Sign in or sign up to see your invite link.',
    login: 'Sign In',
    register: 'Sign Up',
  },
  terms: {
    updated: 'Last updated: 2025',
    sections: [
      {
        title: 'The service',
        text: 'Masa lets you see the menu, order and follow your bill in restaurants and cafés by scanning the QR code on the table. Your orders are passed on to the restaurant; preparing and serving the dishes is the restaurant’s responsibility.',
      },
      {
        title: 'Your account',
        text: 'When you sign up you must give correct information and must not share your password with anyone. You are responsible for what is done with your account. People under 18 cannot sign up.',
      },
      {
        title: 'Orders and payments',
        text: 'Prices are in Turkish lira and include VAT. The amount of an order is calculated on the server with the restaurant’s current prices. Confirmed orders can be changed only within the editing time.',
      },
      {
        title: 'Points',
        text: 'Every friend you invite who signs up adds 50 points to your account. Points cannot be exchanged for cash.',
      },
    ],
  },
  privacy: {
    // Ours (issue 35 §5, ADR 090): the privacy notice (aydınlatma metni) of KVKK 6698 art. 10.
    updated: 'Privacy notice (KVKK no. 6698, art. 10) · Last updated: November 2026',
    sections: [
      {
        title: 'Who is the data controller?',
        text: 'For your account (name, e-mail, phone, profile) the data controller is Masa, the organisation that runs this app. The restaurant you order from is a data controller in its own right for that order, its table and its payment; Masa processes that information on the restaurant’s behalf and on its instructions (data processor).',
      },
      {
        title: 'What we process and why',
        text: 'What is collected and what for:',
        items: [
          'Identity and contact (name, e-mail, phone; if you choose, date of birth and address): to open your account and to let you sign in and reset your password.',
          'Order details (table, dishes, notes, allergen choices, amounts, tip): to send your order to the restaurant, have it prepared and make up your bill.',
          'Payment details (amount, method, result): to record your payment. Card numbers never reach our servers; for an online card payment the payment institution takes your card details directly.',
          'Reviews and favourites: to show your reviews to the restaurant and your favourites to you.',
          'Session and security records (sign-in times, browser, IP address, sign-in attempts): to protect your account and prevent abuse.',
        ],
      },
      {
        title: 'Legal bases (KVKK art. 5)',
        text: 'Your information is processed without asking for explicit consent on these grounds: it is necessary to make and perform the contract with you (art. 5(2)(c): your account and orders); the controller’s legal obligation (art. 5(2)(ç): the restaurant’s tax records and fiscal documents); establishing, exercising or protecting a right (art. 5(2)(e)); legitimate interest, provided it does not harm your fundamental rights and freedoms (art. 5(2)(f): security records). The box you tick when signing up records that you accept the terms; nothing is processed for advertising.',
      },
      {
        title: 'Who receives it?',
        text: 'Your information is never sold or shared for advertising. It goes only to these recipients, as far as the purpose needs:',
        items: [
          'The restaurant you order from: your order, your table, your name and your notes.',
          'The payment institution iyzico (İyzi Ödeme ve Elektronik Para Hizmetleri A.Ş.): the amount and payment details of an online card payment.',
          'E-mail and SMS delivery providers: your e-mail address or phone, to deliver verification, password-reset and code messages.',
          'Public authorities empowered by law: only where the law requires it.',
        ],
      },
      {
        title: 'How long is it kept?',
        text: 'Your account details are kept while your account is open. When you delete your account, your name, e-mail, phone, address, photo, favourites and reviews are erased and your sessions end at once. Your orders and payments are the restaurant’s books and records, so they are kept anonymised, without your name and contact details, for the retention period of the Tax Procedure Law (art. 253: 5 years from the following year). Sign-in attempts are deleted automatically after one day.',
      },
      {
        title: 'Your rights (KVKK art. 11)',
        text: 'By applying to the data controller you may:',
        items: [
          'Learn whether your personal data are processed and, if so, ask for information about it.',
          'Learn the purpose of the processing and whether the data are used for it.',
          'Know the third parties in Turkey or abroad to whom your data are transferred.',
          'Ask for incomplete or wrong data to be corrected.',
          'Ask for your data to be erased or destroyed under the conditions of KVKK art. 7.',
          'Ask for corrections and erasures to be notified to the third parties who received the data.',
          'Object to a result against you that comes solely from automated analysis.',
          'Claim compensation if you suffer damage from unlawful processing.',
        ],
      },
      {
        title: 'How to use your rights',
        text: 'On your profile, ‘Download my data’ gives you all the information in your account as a file at once, ‘Delete my account’ deletes your account and ‘Edit Profile’ corrects your details. For any other request, write from the e-mail address registered to your account; for requests about a restaurant, its contact details are on the Help and Support page. Requests are answered free of charge within 30 days at the latest (art. 13). If you are not satisfied with the answer you may complain to the Personal Data Protection Board (art. 14).',
      },
    ],
  },
} as const;
