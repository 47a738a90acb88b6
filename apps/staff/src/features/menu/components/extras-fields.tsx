import { useI18n } from '../../../i18n/i18n.tsx';
import type { ProductFormValues } from '../product-form-values.ts';

type Extra = ProductFormValues['extras'][number];

/** Extras a diner may add (e.g. 'Kaşar Peyniri' +30 ₺), each with its price. */
export function ExtrasFields({
  extras,
  onChange,
}: {
  extras: Extra[];
  onChange: (extras: Extra[]) => void;
}) {
  const { t } = useI18n();
  const update = (index: number, change: Partial<Extra>) =>
    onChange(extras.map((e, i) => (i === index ? { ...e, ...change } : e)));
  return (
    <fieldset className="menu-groups">
      <legend>{t('menu.sections.extras')}</legend>
      <ul className="menu-choices">
        {extras.map((extra, index) => (
          <li key={index}>
            <label className="menu-field">
              {t('menu.extraName')}
              <input
                value={extra.name}
                maxLength={40}
                onChange={(event) => update(index, { name: event.target.value })}
              />
            </label>
            <label className="menu-field">
              {t('menu.extraNameEn')}
              <input
                lang="en"
                value={extra.nameEn}
                maxLength={40}
                onChange={(event) => update(index, { nameEn: event.target.value })}
              />
            </label>
            <label className="menu-field menu-field-price">
              {t('menu.choicePrice')}
              <input
                value={extra.price}
                inputMode="decimal"
                onChange={(event) => update(index, { price: event.target.value })}
              />
            </label>
            <button
              type="button"
              aria-label={t('menu.removeExtra', { name: extra.name })}
              onClick={() => onChange(extras.filter((_, i) => i !== index))}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onChange([...extras, { name: '', nameEn: '', price: '0' }])}
      >
        {t('menu.addExtra')}
      </button>
    </fieldset>
  );
}
