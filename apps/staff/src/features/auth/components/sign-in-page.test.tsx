// @vitest-environment jsdom
import { fakeApi } from '@masa/core/testing/fake-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStaff } from '../../../testing/render.tsx';
import { SignInPage } from './sign-in-page.tsx';

// What the staff app says itself, outside any server answer, is in the language on screen
// (issue 36 §1): the sign-in form's check (core's rule text, ADR 117) and the request client's
// own refusals when the server is unreachable or answers without words.
const WORDS = {
  en: { email: 'E-mail', password: 'Password', submit: 'Sign in' },
  tr: { email: 'E-posta', password: 'Şifre', submit: 'Giriş Yap' },
};

async function signIn(language: 'tr' | 'en', { email = '', password = '' } = {}) {
  await renderStaff(<SignInPage />, { language });
  const words = WORDS[language];
  const user = userEvent.setup();
  const submit = await screen.findByRole('button', { name: words.submit });
  if (email) await user.type(screen.getByLabelText(words.email), email);
  if (password) await user.type(screen.getByLabelText(words.password), password);
  await user.click(submit);
}

const account = { email: 'garson@bogazici.test', password: 'dogru-sifre' };
/** No server: the request never gets an answer, as with the tablet's Wi-Fi down. */
const unreachable = () => {
  throw new TypeError('Failed to fetch');
};

describe('the staff sign-in in the language on screen', () => {
  it('says in English that the server could not be reached', async () => {
    fakeApi({ 'POST /staff/login': unreachable });
    await signIn('en', account);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check the connection.',
    );
  });

  it('says the same in Turkish on a Turkish screen', async () => {
    fakeApi({ 'POST /staff/login': unreachable });
    await signIn('tr', account);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.',
    );
  });

  it('names a refusal the server sent without words by its status, in English', async () => {
    fakeApi({ 'POST /staff/login': { status: 403, message: '' } });
    await signIn('en', account);
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this');
  });

  it('asks for the e-mail and password in the screen’s language before sending anything', async () => {
    const { requests } = fakeApi({});
    await signIn('en');
    expect(await screen.findAllByText('E-mail and password are required')).toHaveLength(2);
    expect(requests).toEqual([]);
  });
});
