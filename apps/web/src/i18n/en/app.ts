import type { app as source } from '../tr/app.ts';
import type { Texts } from '../texts-type.ts';

export const app: Texts<typeof source> = {
  name: 'Masa',
  loading: 'Loading...',
  placeholder: 'This screen is being prepared. It will be here very soon.',
  back: 'Back',
  skipToContent: 'Skip to content',
  guest: 'Guest',
  guestNumbered: (number) => `Guest ${number}`,
  languages: { tr: 'Türkçe', en: 'English' },
};
