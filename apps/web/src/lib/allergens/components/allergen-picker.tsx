import { ALLERGENS, type Allergen } from '@masa/core/allergens/allergen-list';
import { useId, useState } from 'react';
import { allergenNames } from '../../../i18n/allergen-names.ts';
import { texts } from '../../../i18n/texts.ts';
import { useAllergenChoice } from '../allergen-choice.ts';
import { saveAllergenChoice } from '../save-allergen-choice.ts';
import type { StoredUser } from '../../storage.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import './allergens.css';

const t = texts('allergens');

type Props = {
  user: StoredUser | null;
  updateUser: (user: StoredUser) => void;
  /** Called once the choice is saved (the menu's sheet closes then). */
  onSaved?: () => void;
};

/**
 * The allergens a diner avoids, ticked from the fourteen of the food codex, and whether the
 * menu hides their dishes (issue 21 §5, ADR 045). Saved on the account of a signed-in diner,
 * on this phone for a visitor or guest; a refusal shows the server's message and keeps the
 * ticks. The menu's sheet and the profile edit screen show the same control.
 */
export function AllergenPicker({ user, updateUser, onSaved }: Props) {
  const saved = useAllergenChoice(user);
  const [avoided, setAvoided] = useState<readonly Allergen[]>(saved.avoided);
  const [hide, setHide] = useState(saved.hide);
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const legendId = useId();

  const toggle = (code: Allergen, on: boolean) =>
    setAvoided(ALLERGENS.filter((c) => (c === code ? on : avoided.includes(c))));
  const save = async () => {
    setSaving(true);
    setStatus(null);
    try {
      await saveAllergenChoice({ avoided, hide, onProfile: saved.onProfile, updateUser });
      setStatus({ kind: 'success', text: t('allergens.saved') });
      onSaved?.();
    } catch (error) {
      setStatus({ kind: 'error', text: (error as Error).message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="allergen-picker"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className="allergen-picker__intro">{t('allergens.intro')}</p>
      <fieldset className="allergen-picker__list" aria-labelledby={legendId}>
        <legend id={legendId} className="allergen-picker__legend">
          {t('allergens.listLabel')}
        </legend>
        {ALLERGENS.map((code) => (
          <label key={code} className="allergen-picker__choice">
            <input
              type="checkbox"
              checked={avoided.includes(code)}
              onChange={(event) => toggle(code, event.target.checked)}
            />
            <span>{allergenNames[code]}</span>
          </label>
        ))}
      </fieldset>
      <label className="form-check allergen-picker__hide">
        <input type="checkbox" checked={hide} onChange={(event) => setHide(event.target.checked)} />
        <span>{t('allergens.hide')}</span>
      </label>
      <p className="allergen-picker__where">
        {saved.onProfile ? t('allergens.onProfile') : t('allergens.onDevice')}{' '}
        {t('allergens.disclaimer')}
      </p>
      {status && <Banner kind={status.kind}>{status.text}</Banner>}
      <button type="submit" className="button button--block" disabled={saving}>
        {saving ? t('allergens.saving') : t('allergens.save')}
      </button>
    </form>
  );
}
