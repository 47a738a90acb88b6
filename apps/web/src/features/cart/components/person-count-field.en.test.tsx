import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDiner } from '../../../testing/render.tsx';
import { usePersonCount } from '../hooks/use-person-count.ts';
import { PersonCountField } from './person-count-field.tsx';

/** The checkout's person count as the new-order form wires it, at a table of `seats`. */
function PersonCount({ seats }: { seats: number }) {
  const person = usePersonCount(seats);
  return (
    <PersonCountField
      value={person.text}
      onChange={person.setText}
      error={person.error}
      notice={person.notice}
    />
  );
}

// Issue 36 §1 (ADR 117): core's rule texts are said from its catalog in the diner's language;
// before, an English diner read this refusal in Turkish (ADR 106, known gap).
describe('the person count in English', () => {
  it("refuses a party too large for its table in the diner's language", async () => {
    renderDiner(<PersonCount seats={4} />);
    const field = screen.getByLabelText('Number of People');
    await userEvent.clear(field);
    await userEvent.type(field, '9');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This table seats 4 people; a party of at most 8 can order here',
    );
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    expect(screen.getByRole('alert')).toHaveTextContent('The number of people must be at least 1');
  });
});
