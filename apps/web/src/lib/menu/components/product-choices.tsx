import { formatTry } from '@masa/core/money/format-try';
import { useId } from 'react';
import { contentName } from '../../../i18n/content-name.ts';
import { texts } from '../../../i18n/texts.ts';
import type { MenuProduct } from '../menu-types.ts';
import './product-choices.css';

const t = texts('product');

type Props = {
  product: MenuProduct;
  options: Record<string, string[]>;
  extras: string[];
  onOptionsChange: (options: Record<string, string[]>) => void;
  onExtrasChange: (extras: string[]) => void;
  /** Required groups the diner tried to skip: each says so under its name. */
  missing?: readonly string[];
};

const toggle = (list: string[], name: string, on: boolean) =>
  on ? [...list.filter((n) => n !== name), name] : list.filter((n) => n !== name);

const withPrice = (name: string, price: number) =>
  price > 0 ? `${name} (${t('product.extraPrice', { price: formatTry(price) })})` : name;

/**
 * The option groups (one choice or several) and the extras the server sends for the product
 * (001 §3: cheese +3, tomato paste +1, mayonnaise +1, pickles +2 TL in the demo menus). A
 * required group starts without a choice: the diner chooses, nothing is picked for them. Each
 * reads in the page's language; the Turkish name stays what is chosen and sent (ADR 061).
 */
export function ProductChoices({
  product,
  options,
  extras,
  onOptionsChange,
  onExtrasChange,
  missing = [],
}: Props) {
  const baseId = useId();
  return (
    <>
      {product.options.map((option, index) => {
        const chosen = options[option.name] ?? [];
        const unchosen = missing.includes(option.name) && chosen.length === 0;
        const errorId = `${baseId}-error-${index}`;
        return (
          <fieldset
            key={option.name}
            data-option={option.name}
            className={unchosen ? 'choice-group choice-group--invalid' : 'choice-group'}
            aria-invalid={unchosen || undefined}
            aria-describedby={unchosen ? errorId : undefined}
          >
            <legend className="choice-group__legend">
              {contentName(option)}
              {option.required && (
                <span className="choice-group__required">{t('product.required')}</span>
              )}
            </legend>
            {unchosen && (
              <p id={errorId} className="choice-group__error" role="alert">
                {t('product.chooseOne', { group: contentName(option) })}
              </p>
            )}
            {option.choices.map((choice) => (
              <label key={choice.name} className="choice-group__choice">
                <input
                  type={option.multiple ? 'checkbox' : 'radio'}
                  name={`option-${option.name}`}
                  checked={chosen.includes(choice.name)}
                  onChange={(event) =>
                    onOptionsChange({
                      ...options,
                      [option.name]: option.multiple
                        ? toggle(chosen, choice.name, event.target.checked)
                        : [choice.name],
                    })
                  }
                />
                <span>{withPrice(contentName(choice), choice.price)}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
      {product.extras.length > 0 && (
        <fieldset className="choice-group">
          <legend className="choice-group__legend">{t('product.extras')}</legend>
          {product.extras.map((extra) => (
            <label key={extra.name} className="choice-group__choice">
              <input
                type="checkbox"
                checked={extras.includes(extra.name)}
                onChange={(event) =>
                  onExtrasChange(toggle(extras, extra.name, event.target.checked))
                }
              />
              <span>{withPrice(contentName(extra), extra.price)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
