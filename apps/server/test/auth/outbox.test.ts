import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../app.ts';
import { readOutbox, register, verifyEmail } from './helpers.ts';
import { startSmtpServer } from './smtp-server.ts';

const { app } = await createTestApp();

describe('development outbox', () => {
  it('lists e-mails newest first with clickable links, escaped', async () => {
    const first = await register(app, { name: '<b>Ayşe</b> Demir' });
    await verifyEmail(app, first.email);
    await app.inject({
      method: 'POST',
      url: '/api/customer-users/forgotpassword',
      payload: { email: first.email },
    });
    const page = await app.inject('/api/dev/outbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Geliştirme gelen kutusu');
    expect(page.body).not.toContain('<b>Ayşe</b>');
    expect(page.body).toContain('&lt;b&gt;Ayşe&lt;/b&gt;');
    expect(page.body).toMatch(
      /<a href="http:\/\/localhost:3000\/customerapp\/reset-password\?token=[\w%-]+">/,
    );
    expect(page.body.indexOf('şifre sıfırlama')).toBeLessThan(
      page.body.indexOf('e-posta adresinizi doğrulayın'),
    );

    const messages = await readOutbox(app);
    expect(messages[0]).toMatchObject({ to: first.email, subject: 'Masa: şifre sıfırlama' });
    expect(messages[1]).toMatchObject({
      to: first.email,
      subject: 'Masa: e-posta adresinizi doğrulayın',
    });
  });
});

describe('with SMTP_URL set', async () => {
  const smtp = await startSmtpServer();
  afterAll(() => smtp.close());
  const mailing = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Masa <no-reply@masa.test>',
  });

  it('delivers e-mails through the SMTP server and records that they were sent', async () => {
    const account = await register(mailing.app);
    let sent: { sentAt?: string | null } | undefined;
    for (let i = 0; i < 50 && !sent?.sentAt; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      sent = (await readOutbox(mailing.app)).find((m) => m.to === account.email) as typeof sent;
    }
    expect(sent?.sentAt).toEqual(expect.any(String));
    const mail = smtp.received.find((m) => m.to.some((to) => to.includes(account.email)));
    expect(mail?.from).toContain('no-reply@masa.test');
    expect(mail?.data).toContain('/customerapp/verify?token=');
  });
});
