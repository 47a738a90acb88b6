import { describe, expect, it } from 'vitest';
import { dinerLabel, guestNumberOf } from './diner-label.ts';
import { contentText } from '../i18n/content-name.ts';

// Issue 30: "Hello, Misafir", "Added by Misafir 1": 'Misafir' is a label, never a name.
describe('a diner without a name, on an English phone', () => {
  it('is a guest, numbered when the table numbers them, whichever way the server says it', () => {
    expect(dinerLabel({ name: null, guestNumber: 1 })).toBe('Guest 1');
    expect(dinerLabel({ name: 'Misafir 2' })).toBe('Guest 2');
    expect(dinerLabel({ name: 'Misafir' })).toBe('Guest');
    expect(dinerLabel({ name: '' })).toBe('Guest');
    expect(dinerLabel({ name: 'Ayşe' })).toBe('Ayşe');
    expect(guestNumberOf({ name: 'Ayşe' })).toBeNull();
  });

  it('reads the business’s English where it gave one', () => {
    expect(contentText('Kuver', 'Cover charge')).toBe('Cover charge');
    expect(contentText('Kuver', '')).toBe('Kuver');
    expect(contentText('Kuver', undefined)).toBe('Kuver');
  });
});
