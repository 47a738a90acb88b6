import { profileUpdateSchema } from '@masa/core/auth/auth.schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { buildProfileChanges } from './build-profile-changes.ts';
import { profileSaveError } from './profile-save-error.ts';
import { profileFormValues } from './profile-form-values.ts';
import { readUserAddress } from './read-user-address.ts';
import { scaleToFit } from './scale-to-fit.ts';

const user = {
  id: 'u1',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '05321234567',
  address: {
    street: 'Moda Cad. 12',
    city: 'İstanbul',
    state: 'Kadıköy',
    zipCode: '34710',
    country: '',
  },
};

describe('reading the address (000 §3.1)', () => {
  it('takes a plain string as the street, a top-level city and either zip spelling', () => {
    expect(readUserAddress({ address: 'Moda Cad. 12', city: 'İzmir' })).toEqual({
      street: 'Moda Cad. 12',
      city: 'İzmir',
      state: '',
      postalCode: '',
      country: 'Türkiye',
    });
    expect(readUserAddress({ address: { postalCode: '35000', country: 'Kıbrıs' } })).toMatchObject({
      postalCode: '35000',
      country: 'Kıbrıs',
    });
    expect(readUserAddress(null).country).toBe('Türkiye');
  });
});

describe('what a save sends (000 §4.5)', () => {
  const { form, saved } = profileFormValues(user, { name: 'Ayşe Yılmaz' });
  const submit = (changes: object) => profileUpdateSchema.parse({ ...form, ...changes });

  it('sends nothing when nothing changed, also after trimming', () => {
    expect(buildProfileChanges(saved, submit({}))).toBeNull();
    expect(buildProfileChanges(saved, submit({ name: ' Ayşe Yılmaz ' }))).toBeNull();
  });

  it('sends only the changed fields', () => {
    expect(buildProfileChanges(saved, submit({ phone: '' }))).toEqual({ phone: '' });
    // The saved '05321234567' and the form's '+905321234567' are one phone (ADR 080).
    expect(buildProfileChanges(saved, submit({ phone: '+44 7911 123456' }))).toEqual({
      phone: '+447911123456',
    });
    expect(
      buildProfileChanges(saved, submit({ name: 'Ayşe Kaya', email: 'ayse@example.com' })),
    ).toEqual({
      name: 'Ayşe Kaya',
    });
  });

  it('sends the whole address when one part of it changed', () => {
    const changes = buildProfileChanges(
      saved,
      submit({ address: { ...form.address, state: 'Üsküdar' } }),
    );
    expect(changes).toEqual({
      address: {
        street: 'Moda Cad. 12',
        city: 'İstanbul',
        state: 'Üsküdar',
        zipCode: '34710',
        country: 'Türkiye',
      },
    });
  });
});

describe('avatar preview size (000 §2.9)', () => {
  it.each([
    [1200, 800, 300, 200],
    [800, 1200, 200, 300],
    [300, 300, 300, 300],
    [120, 40, 120, 40],
    [5000, 10, 300, 1],
  ])('%i×%i → %i×%i', (width, height, w, h) => {
    expect(scaleToFit(width, height)).toEqual({ width: w, height: h });
  });
});

describe('a failed save (000 §8.3)', () => {
  const bare = (status: number) =>
    new ApiError({ status, message: `Hata: ${status}`, kind: 'http', generic: true });
  const down = new ApiError({
    status: 0,
    message: 'Sunucuya bağlanılamadı. Ağ bağlantınızı kontrol edin.',
    kind: 'network',
  });

  it('says the server has no such service, its status, or that the update failed and why', () => {
    expect(profileSaveError(bare(404), 'update')).toBe(
      'Profil güncelleme hizmeti (metin) bulunamadı.',
    );
    expect(profileSaveError(bare(404), 'avatar')).toBe('Avatar yükleme hizmeti bulunamadı.');
    expect(profileSaveError(bare(502), 'update')).toBe('Profil güncelleme başarısız (HTTP 502)');
    expect(profileSaveError(down, 'update')).toBe(
      'Profil güncellenirken bir hata oluştu: Sunucuya bağlanılamadı. Ağ bağlantınızı kontrol edin.',
    );
    const taken = new ApiError({ status: 409, message: 'Bu e-posta zaten kayıtlı', kind: 'http' });
    expect(profileSaveError(taken, 'update')).toBe('Bu e-posta zaten kayıtlı');
  });
});

describe('a failed save without an answer of the server (000 §8.3)', () => {
  it('gives the avatar its status, and the defaults for what is not a request failure', () => {
    const bare = new ApiError({ status: 503, message: 'Hata: 503', kind: 'http', generic: true });
    expect(profileSaveError(bare, 'avatar')).toBe('Avatar yükleme başarısız (HTTP 503)');
    expect(profileSaveError('?', 'update')).toBe('Profil güncellenirken bir hata oluştu.');
    expect(profileSaveError('?', 'avatar')).toBe('Avatar yüklenirken bir hata oluştu.');
  });
});
