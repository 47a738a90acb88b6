import { ALLERGEN_NAMES, type Allergen } from '@masa/core/allergens/allergen-list';
import { useI18n } from '../../../i18n/i18n.tsx';

/**
 * An order's allergy note (issue 21 §5, ADR 045): the allergens its diner avoided when ordering,
 * in a red band the kitchen cannot miss, on the board's card, the kitchen display and the
 * table's panel. Nothing for an order without one.
 */
export function AllergyNote({ allergens }: { allergens: readonly Allergen[] }) {
  const { t, language } = useI18n();
  if (allergens.length === 0) return null;
  return (
    <p className="allergy-note">
      <span aria-hidden="true">⚠ </span>
      <strong>{t('allergyNote')}:</strong>{' '}
      {allergens.map((code) => ALLERGEN_NAMES[language][code]).join(', ')}
    </p>
  );
}
