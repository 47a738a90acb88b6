import { formatTry } from '@masa/core/money/format-try';
import { tr } from '../../../i18n/tr.ts';
import type { MenuProduct } from '../api/menu-types.ts';

type Props = {
  product: MenuProduct;
  options: Record<string, string[]>;
  extras: string[];
  onOptionsChange: (options: Record<string, string[]>) => void;
  onExtrasChange: (extras: string[]) => void;
};

const toggle = (list: string[], name: string, on: boolean) =>
  on ? [...list.filter((n) => n !== name), name] : list.filter((n) => n !== name);

const withPrice = (name: string, price: number) =>
  price > 0 ? `${name} (${tr.product.extraPrice(formatTry(price))})` : name;

/**
 * The option groups (one choice or several) and the extras the server sends for the product
 * (001 §3: cheese +3, tomato paste +1, mayonnaise +1, pickles +2 TL in the demo menus).
 */
export function ProductChoices({
  product,
  options,
  extras,
  onOptionsChange,
  onExtrasChange,
}: Props) {
  return (
    <>
      {product.options.map((option) => {
        const chosen = options[option.name] ?? [];
        return (
          <fieldset key={option.name} className="choice-group">
            <legend className="choice-group__legend">
              {option.name}
              {option.required && (
                <span className="choice-group__required">{tr.product.required}</span>
              )}
            </legend>
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
                <span>{withPrice(choice.name, choice.price)}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
      {product.extras.length > 0 && (
        <fieldset className="choice-group">
          <legend className="choice-group__legend">{tr.product.extras}</legend>
          {product.extras.map((extra) => (
            <label key={extra.name} className="choice-group__choice">
              <input
                type="checkbox"
                checked={extras.includes(extra.name)}
                onChange={(event) =>
                  onExtrasChange(toggle(extras, extra.name, event.target.checked))
                }
              />
              <span>{withPrice(extra.name, extra.price)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
