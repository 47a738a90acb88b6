import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { EmailField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { texts } from '../../../i18n/texts.ts';
import type { ProfileUpdateInput } from '@masa/core/auth/auth.schemas';

const t = texts('auth', 'profile');
type AddressKey = 'street' | 'city' | 'state' | 'postalCode' | 'country';

const ADDRESS_INPUTS: {
  key: Exclude<AddressKey, 'street'>;
  autoComplete: string;
}[] = [
  { key: 'city', autoComplete: 'address-level1' },
  { key: 'state', autoComplete: 'address-level2' },
  { key: 'postalCode', autoComplete: 'postal-code' },
  { key: 'country', autoComplete: 'country-name' },
];

/** The fields of 000 §2.9: name, e-mail, phone, then the address with 'İlçe' for state. */
export function ProfileEditFields(props: {
  register: UseFormRegister<ProfileUpdateInput>;
  errors: FieldErrors<ProfileUpdateInput>;
}) {
  const { register, errors } = props;
  const addressError = (key: AddressKey) => errors.address?.[key]?.message;
  return (
    <>
      <TextField
        id="profile-name-input"
        label={t('profile.editPage.fields.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField
        id="profile-email"
        label={t('profile.editPage.fields.email')}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="profile-phone"
        label={t('profile.editPage.fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('auth.hints.phone')}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <fieldset className="profile-fieldset">
        <legend>{t('profile.editPage.addressLegend')}</legend>
        <TextAreaField
          id="profile-street"
          label={t('profile.editPage.fields.street')}
          autoComplete="street-address"
          rows={3}
          error={addressError('street')}
          {...register('address.street')}
        />
        {ADDRESS_INPUTS.map(({ key, autoComplete }) => (
          <TextField
            key={key}
            id={`profile-${key}`}
            label={t(`profile.editPage.fields.${key}`)}
            autoComplete={autoComplete}
            error={addressError(key)}
            {...register(`address.${key}`)}
          />
        ))}
      </fieldset>
    </>
  );
}
