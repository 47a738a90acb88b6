import { expect, test } from './fixtures.ts';
import { registerByApi, storeSession, uniqueEmail } from './support/account-helpers.ts';

// The profile area's local screens (000 §2.10, §3.6, §5.5) and the invite page, signed in.

test('notification preferences are saved on this device', async ({ page, request }) => {
  await storeSession(page, await registerByApi(request, uniqueEmail('bildirim')));
  await page.goto('/customerapp/profile');
  await page.getByRole('link', { name: 'Bildirim Tercihleri' }).click();
  await expect(page.getByText('Yükleniyor...')).toBeVisible();
  for (const group of ['Anlık Bildirimler', 'E-posta Bildirimleri', 'SMS Bildirimleri']) {
    await expect(page.getByRole('group', { name: group })).toBeVisible();
  }
  const sms = page.getByRole('switch', { name: 'SMS Uyarıları' });
  await expect(sms).not.toBeChecked();
  await sms.check();
  await page.getByRole('button', { name: 'Tercihleri Kaydet' }).click();
  await expect(page.getByRole('button', { name: 'Kaydediliyor...' })).toBeDisabled();
  const saved = page.getByText('Bildirim tercihleri başarıyla kaydedildi');
  await expect(saved).toBeVisible();
  await expect(saved).toBeHidden({ timeout: 5000 });

  await page.reload();
  await expect(page.getByRole('switch', { name: 'SMS Uyarıları' })).toBeChecked();
});

test('saved cards are checked, kept masked on the device, made default and deleted', async ({
  page,
  request,
}) => {
  await storeSession(page, await registerByApi(request, uniqueEmail('kart')));
  await page.goto('/customerapp/profile/payment');
  await expect(page.getByText('Kayıtlı ödeme yönteminiz yok.')).toBeVisible();

  await page.getByRole('button', { name: 'Yeni Kart Ekle' }).click();
  const save = page.getByRole('button', { name: 'Kaydet', exact: true });
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Lütfen tüm alanları doldurunuz');
  await page.getByLabel('Kart Numarası').fill('4242 4242 4242');
  await page.getByLabel('Kart Üzerindeki İsim').fill('AYŞE YILMAZ');
  await page.getByLabel('Son Kullanma Tarihi (AA/YY)').fill('0829');
  await page.getByLabel('CVV').fill('12');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Geçerli bir kart numarası giriniz');
  await expect(page.getByLabel('Kart Numarası')).toHaveAccessibleDescription(
    'Geçerli bir kart numarası giriniz',
  );
  await page.getByLabel('Kart Numarası').fill('4242 4242 4242 4242');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Son kullanma tarihini AA/YY formatında giriniz',
  );
  await page.getByLabel('Son Kullanma Tarihi (AA/YY)').fill('08/29');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Geçerli bir CVV giriniz');
  await page.getByLabel('CVV').fill('123');
  await save.click();
  await expect(page.getByText('Ödeme yöntemi başarıyla eklendi')).toBeVisible();

  await page.getByRole('button', { name: 'Yeni Kart Ekle' }).click();
  await page.getByLabel('Kart Numarası').fill('5555555555554444');
  await page.getByLabel('Kart Üzerindeki İsim').fill('AYŞE YILMAZ');
  await page.getByLabel('Son Kullanma Tarihi (AA/YY)').fill('01/30');
  await page.getByLabel('CVV').fill('321');
  await save.click();
  await expect(page.getByText('Ödeme yöntemi başarıyla eklendi')).toBeVisible();

  const cards = page.getByRole('list', { name: 'Kayıtlı kartlar' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('4242 •••• •••• 4242');
  await expect(cards.nth(0)).toContainText('Varsayılan');
  await expect(cards.nth(1)).toContainText('Mastercard •••• 4444');
  // Card numbers never leave the device, and stay masked on it.
  const kept = await page.evaluate(() => localStorage.getItem('savedCards') ?? '');
  expect(kept).toContain('5555 •••• •••• 4444');
  expect(kept).not.toMatch(/4242424242424242|5555555555554444|"cvv"/i);
  // Nor the CVV, as any field's value (the keys are random ids, which may hold any digits).
  const values = Object.values(JSON.parse(kept) as Record<string, Record<string, unknown>[]>)
    .flat()
    .flatMap((card) => Object.values(card));
  expect(values).not.toContain('321');
  expect(values).not.toContain('123');

  // Editing a card asks for its number and CVV again (they are not kept).
  await cards.nth(1).getByRole('button', { name: 'Düzenle' }).click();
  await page.getByLabel('Kart Numarası').fill('5555555555554444');
  await page.getByLabel('Kart Üzerindeki İsim').fill('AYŞE B. YILMAZ');
  await page.getByLabel('CVV').fill('321');
  await save.click();
  await expect(page.getByText('Ödeme yöntemi başarıyla güncellendi')).toBeVisible();
  await expect(cards.nth(1)).toContainText('AYŞE B. YILMAZ');

  await cards.nth(1).getByRole('button', { name: 'Varsayılan Yap' }).click();
  await expect(page.getByText('Varsayılan ödeme yöntemi güncellendi')).toBeVisible();
  await expect(cards.nth(1)).toContainText('Varsayılan');

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Bu ödeme yöntemini silmek istediğinizden emin misiniz?');
    void dialog.accept();
  });
  await cards.nth(1).getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Ödeme yöntemi başarıyla silindi')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.nth(0)).toContainText('Varsayılan');
});

test('the invite page shows my own link, the reward and my points', async ({ page, request }) => {
  const session = await registerByApi(request, uniqueEmail('davet'));
  await page.goto('/customerapp/invite');
  await expect(
    page.getByText('Davet ettiğin her arkadaşın için 50 puan kazanırsın.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();

  await storeSession(page, session);
  await page.goto('/customerapp/invite');
  await expect(page.getByLabel('Davet bağlantın')).toHaveValue(
    `http://127.0.0.1:${new URL(page.url()).port}/customerapp/register?invite=${session.user.inviteCode}`,
  );
  await expect(page.getByText('0 puan', { exact: true })).toBeVisible();
});

test('favourites and help lead somewhere from the profile, never to a placeholder', async ({
  page,
  request,
}) => {
  // Issue 30: the spec's 'yakında aktif olacaktır' placeholders were dead ends.
  await storeSession(page, await registerByApi(request, uniqueEmail('yer')));
  await page.goto('/customerapp/profile');
  await page.getByRole('link', { name: 'Favori Restoranlar' }).click();
  await expect(page.getByRole('heading', { name: 'Favorilerim' })).toBeVisible();
  await expect(page.getByText(/yakında aktif olacaktır/)).toHaveCount(0);
  await page.goto('/customerapp/profile');
  await page.getByRole('link', { name: 'Yardım ve Destek' }).click();
  await expect(page.getByText('Garson çağırmak ve hesap istemek')).toBeVisible();
  await expect(page.getByText(/yakında aktif olacaktır/)).toHaveCount(0);
});

test('a new e-mail needs the current password, and the old address is told', async ({
  page,
  request,
}) => {
  // docs/decisions/010: a stolen session alone cannot move the account to another address.
  const oldEmail = uniqueEmail('eski');
  await storeSession(page, await registerByApi(request, oldEmail));
  await page.goto('/customerapp/profile/edit');
  const password = page.getByLabel('Mevcut Şifre');
  await expect(password).toHaveCount(0);
  const newEmail = uniqueEmail('yeni');
  await page.getByLabel('E-posta').fill(newEmail);
  await expect(password).toBeVisible();

  await password.fill('yanlis-sifre');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Mevcut şifreniz yanlış.')).toBeVisible();

  await password.fill('gizli123');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Profil başarıyla güncellendi')).toBeVisible();
  await expect(page).toHaveURL(/\/customerapp\/profile$/);
  await expect(page.getByText(newEmail)).toBeVisible();

  const notice = await request.get('/api/dev/outbox.json');
  const messages = ((await notice.json()) as { data: { to: string; subject: string }[] }).data;
  expect(messages).toContainEqual(
    expect.objectContaining({ to: oldEmail, subject: 'Masa: e-posta adresiniz değiştirildi' }),
  );
});

test('a Google account changes its e-mail with the code sent to its current address', async ({
  page,
  request,
}) => {
  // Issue 28 (docs/decisions/051): no password to ask for, so the current address proves it.
  const oldEmail = uniqueEmail('google');
  const popup = await request.get(
    `/api/auth/google/dev-callback?${new URLSearchParams({ name: 'Gül Kaya', email: oldEmail })}`,
  );
  const message = /var message = (\{.*?\});\n/s.exec(await popup.text())?.[1];
  const session = JSON.parse(message ?? '{}') as { token: string; user: object };
  await storeSession(page, { ...session, refreshToken: '' });
  await page.goto('/customerapp/profile/edit');
  const newEmail = uniqueEmail('yeni');
  await page.getByLabel('E-posta').fill(newEmail);
  await expect(page.getByLabel('Mevcut Şifre')).toHaveCount(0);
  const code = page.getByLabel('Doğrulama Kodu');
  await expect(code).toBeVisible();

  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(
    page.getByText(
      'E-posta adresinizi değiştirmek için mevcut adresinize gönderilen doğrulama kodunu girin.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Doğrulama kodu mevcut e-posta adresinize' }),
  ).toBeVisible();
  const outbox = await request.get('/api/dev/outbox.json');
  const mails = ((await outbox.json()) as { data: { to: string; text: string }[] }).data;
  const sent = /: (\d{6})\n/.exec(mails.find((m) => m.to === oldEmail)?.text ?? '')?.[1];
  expect(sent).toMatch(/^\d{6}$/);
  await page.screenshot({ path: test.info().outputPath('email-code-phone.png'), fullPage: true });
  await code.fill(sent!);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Profil başarıyla güncellendi')).toBeVisible();
  await expect(page).toHaveURL(/\/customerapp\/profile$/);
  await expect(page.getByText(newEmail)).toBeVisible();
});
