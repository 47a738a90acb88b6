import type { Translate } from './translate.ts';

/**
 * The translator of the language on screen, for code that runs outside React (the request
 * client's own refusals: no answer, a 403 without words). The language provider sets it each
 * time a language's catalog has loaded, and renders nothing before, so every request the app
 * sends starts after it is set.
 */
let onScreen: Translate | undefined;

export function keepTranslatorOnScreen(t: Translate): void {
  onScreen = t;
}

export function translatorOnScreen(): Translate {
  if (!onScreen) throw new Error('The staff app’s texts are not loaded yet (I18nProvider)');
  return onScreen;
}
