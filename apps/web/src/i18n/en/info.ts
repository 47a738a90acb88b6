import type { info as source } from '../tr/info.ts';
import type { Texts } from '../texts-type.ts';

export const info: Texts<typeof source> = {
  termsTitle: 'Terms of Use',
  privacyTitle: 'Privacy Policy',
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
    updated: 'Last updated: 2025',
    sections: [
      {
        title: 'What we collect',
        text: 'Your name, e-mail address, phone, date of birth and address are kept for your account; your orders and reviews to provide the service.',
      },
      {
        title: 'Card details',
        text: 'Your saved cards are kept masked on your device only; your card number and CVV are never sent to our servers.',
      },
      {
        title: 'Sharing',
        text: 'The information your order needs is shared only with the restaurant you ordered from. Your information is never sold to third parties for advertising.',
      },
      {
        title: 'Your rights',
        text: 'Under the Turkish data protection law (KVKK, no. 6698) you have the right to see your information and to ask for it to be corrected or deleted. You can update your information at any time on your profile page.',
      },
    ],
  },
};
