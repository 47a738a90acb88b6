import { describe, expect, it } from 'vitest';
import { dropFirstScreen } from './first-screen.ts';

describe('dropFirstScreen', () => {
  it('hands over the dishes tapped on the drawn menu in order, each tap once (ADR 087)', () => {
    // What the page's script wrote: Menemen tapped twice, a tost between.
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div id="first-screen" data-taps="menemen tost menemen"><button data-add="menemen"></button></div>',
    );
    expect(dropFirstScreen()).toEqual(['menemen', 'tost', 'menemen']);
    expect(document.getElementById('first-screen')).toBeNull();
    // The screen went with its taps: a second hand-over has none to give.
    expect(dropFirstScreen()).toEqual([]);
  });

  it('has none to hand over when nothing was tapped, or no menu was drawn', () => {
    document.body.insertAdjacentHTML('afterbegin', '<div id="first-screen"></div>');
    expect(dropFirstScreen()).toEqual([]);
    expect(dropFirstScreen()).toEqual([]);
  });
});
