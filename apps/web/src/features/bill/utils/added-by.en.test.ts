import { describe, expect, it } from 'vitest';
import { addedByText } from './added-by.ts';

// Issue 30: "Added by Misafir 1": 'Misafir' is a label, never a name; the phone's own lines are
// 'you'.
describe('who added a line, on an English phone', () => {
  it('the split page says who added a line: you, a guest by number, or a name', () => {
    expect(addedByText({ dinerName: 'Misafir 1', isMine: false })).toBe('Added by Guest 1');
    expect(addedByText({ dinerName: null, dinerGuestNumber: 3, isMine: false })).toBe(
      'Added by Guest 3',
    );
    expect(addedByText({ dinerName: 'Misafir 1', isMine: true })).toBe('Added by you');
    expect(addedByText({ dinerName: 'Ayşe', isMine: false })).toBe('Added by Ayşe');
    expect(addedByText({ dinerName: null, isMine: true })).toBeNull();
  });

  it('a line the waiter entered says so, whoever the sitting’s diners are (issue 31 §6)', () => {
    expect(addedByText({ dinerName: null, isMine: false, placedByStaff: true })).toBe(
      'Added by staff',
    );
    expect(addedByText({ dinerName: 'Ayşe', isMine: false, placedByStaff: false })).toBe(
      'Added by Ayşe',
    );
  });
});
