import { describe, expect, it } from 'vitest';
import { forgetOpenIntent, openIntentOf, rememberOpenIntent } from './open-intent.ts';

// A diner who leaves the hosted form with Back finds her running payment again (ADR 086).
describe('the online payment a phone last opened', () => {
  it('is kept per order until forgotten', () => {
    rememberOpenIntent('o1', 'pi1');
    rememberOpenIntent('o2', 'pi2');
    expect(openIntentOf('o1')).toBe('pi1');
    forgetOpenIntent('o1');
    expect(openIntentOf('o1')).toBeNull();
    expect(openIntentOf('o2')).toBe('pi2');
  });
});
