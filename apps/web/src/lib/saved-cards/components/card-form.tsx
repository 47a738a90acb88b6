import {
  type CardForm as CardFormOutput,
  type CardFormInput,
  cardFormSchema,
} from '@masa/core/payment/card.schemas';
import { useForm } from 'react-hook-form';
import { Banner } from '../../../components/ui/banner.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { texts } from '../../../i18n/texts.ts';
import type { SavedCard } from '../read-saved-cards.ts';
import { formResolver } from '../../form-resolver.ts';

const t = texts('profile');
const ERROR_ID = 'card-form-error';
const FIELDS = [
  {
    name: 'cardNumber',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    placeholder: '0000 0000 0000 0000',
  },
  { name: 'cardHolder', autoComplete: 'cc-name', inputMode: 'text', placeholder: '' },
  { name: 'expiry', autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'AA/YY' },
  { name: 'cvv', autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '' },
] as const;

/**
 * Add or edit a card (000 §5.5). One message at a time, the first failing rule in field order
 * ('Lütfen tüm alanları doldurunuz' covers every empty field); the failing fields point at it.
 * Editing asks for the number and CVV again: they were never stored.
 */
export function CardForm(props: {
  editing: SavedCard | null;
  saving: boolean;
  onSave: (card: CardFormOutput) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CardFormInput, unknown, CardFormOutput>({
    resolver: formResolver(cardFormSchema),
    defaultValues: {
      cardNumber: '',
      cardHolder: props.editing?.cardHolder ?? '',
      expiry: props.editing?.expiry ?? '',
      cvv: '',
    },
  });
  const message = FIELDS.map((field) => errors[field.name]?.message).find(Boolean);

  return (
    <form
      className="card form"
      noValidate
      aria-labelledby="card-form-title"
      onSubmit={(event) => void handleSubmit(props.onSave)(event)}
    >
      <h2 id="card-form-title" className="profile-settings__title">
        {props.editing ? t('profile.payment.editTitle') : t('profile.payment.addTitle')}
      </h2>
      {props.editing && <p className="local-note">{t('profile.payment.reenter')}</p>}
      {message && (
        <Banner kind="error" id={ERROR_ID}>
          {message}
        </Banner>
      )}
      {FIELDS.map(({ name, ...input }) => (
        <TextField
          key={name}
          id={`card-${name}`}
          label={t(`profile.payment.fields.${name}`)}
          {...input}
          placeholder={input.placeholder || undefined}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? ERROR_ID : undefined}
          {...register(name)}
        />
      ))}
      <div className="form-row">
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {t('profile.payment.cancel')}
        </button>
        <button type="submit" className="button" disabled={props.saving}>
          {props.saving ? t('profile.payment.saving') : t('profile.payment.save')}
        </button>
      </div>
    </form>
  );
}
