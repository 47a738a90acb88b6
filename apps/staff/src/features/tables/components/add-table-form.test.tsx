// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStaff } from '../../../testing/render.tsx';
import { AddTableForm } from './add-table-form.tsx';

// A back-office form's refusal is core's rule text (docs/decisions/117-core-rule-texts-by-id.md),
// said in the screen's language: the table form checks with the server's own schema before
// anything is sent, and shows the first refusal.
const WORDS = {
  en: { name: 'Table name', seats: 'Seats', add: 'Add table' },
  tr: { name: 'Masa adı', seats: 'Kişi', add: 'Masa Ekle' },
};

async function addTable(language: 'tr' | 'en', { name, seats }: { name: string; seats: string }) {
  await renderStaff(<AddTableForm onAdded={() => {}} />, { language });
  const words = WORDS[language];
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText(words.name), name);
  await user.clear(screen.getByLabelText(words.seats));
  await user.type(screen.getByLabelText(words.seats), seats);
  await user.click(screen.getByRole('button', { name: words.add }));
  return screen.getByRole('alert');
}

describe('adding a table', () => {
  it('refuses a table without a name in English on an English screen', async () => {
    expect(await addTable('en', { name: '', seats: '4' })).toHaveTextContent(
      'The table name must be 1 to 40 characters',
    );
  });

  it('refuses too many seats in English on an English screen', async () => {
    expect(await addTable('en', { name: 'Terrace 9', seats: '60' })).toHaveTextContent(
      'The number of seats must be a whole number from 1 to 50',
    );
  });

  it('says the same refusal in Turkish on a Turkish screen, as the server says it', async () => {
    expect(await addTable('tr', { name: 'Teras 9', seats: '60' })).toHaveTextContent(
      'Kişi sayısı 1 ile 50 arasında bir tam sayı olmalı',
    );
  });
});
