import { ALLERGEN_NAMES, ALLERGENS, type Allergen } from '@masa/core/allergens/allergen-list';
import { useI18n } from '../../../i18n/i18n.tsx';

/**
 * The allergens a dish contains, ticked from the fixed list of fourteen (issue 21 §5, ADR 045):
 * the diner's menu marks a dish by them and the cart warns, so a dish never carries a free
 * text the diner's choice cannot match.
 */
export function AllergenFields({
  allergens,
  onChange,
}: {
  allergens: Allergen[];
  onChange: (allergens: Allergen[]) => void;
}) {
  const { t, language } = useI18n();
  return (
    <fieldset className="menu-allergens">
      <legend>{t('menu.sections.allergens')}</legend>
      <p className="request-meta menu-allergens-hint">{t('menu.allergensHint')}</p>
      {ALLERGENS.map((code) => (
        <label key={code} className="checkbox">
          <input
            type="checkbox"
            checked={allergens.includes(code)}
            onChange={(event) =>
              onChange(
                ALLERGENS.filter((c) =>
                  c === code ? event.target.checked : allergens.includes(c),
                ),
              )
            }
          />
          {ALLERGEN_NAMES[language][code]}
        </label>
      ))}
    </fieldset>
  );
}
