import { formatTry } from '@masa/core/money/format-try';
import type { ProductResponse } from '@masa/core/menu/menu.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';

type Option = ProductResponse['options'][number];

/** One option group of a dish: radios for one choice, checkboxes for several. */
export function OptionGroup({
  option,
  label,
  chosen,
  onChange,
}: {
  option: Option;
  label: string;
  chosen: string[];
  onChange: (names: string[]) => void;
}) {
  const { t, language } = useI18n();
  return (
    <fieldset>
      <legend>
        {label}
        {option.required && ` (${t('takeOrder.required')})`}
      </legend>
      {option.choices.map((choice) => (
        <label key={choice.name} className="choice">
          <input
            type={option.multiple ? 'checkbox' : 'radio'}
            name={option.name}
            checked={chosen.includes(choice.name)}
            onChange={(event) =>
              onChange(
                !option.multiple
                  ? [choice.name]
                  : event.target.checked
                    ? [...chosen, choice.name]
                    : chosen.filter((name) => name !== choice.name),
              )
            }
          />
          {language === 'en' && choice.nameEn ? choice.nameEn : choice.name}
          {choice.price > 0 && ` +${formatTry(choice.price)}`}
        </label>
      ))}
    </fieldset>
  );
}
