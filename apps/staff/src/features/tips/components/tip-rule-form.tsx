import { TIP_RULES, type TipRule } from '@masa/core/tips/distribute-tips';
import type { TipSettings } from '@masa/core/tips/tips.schemas';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSaveTipSettings } from '../api/tip-day.ts';
import { DayCardForm } from '../../../components/day-card-form.tsx';
import { FormError } from '../../../components/form-error.tsx';

const ROLES = ['waiter', 'manager', 'kitchen', 'owner'] as const;

/** The business's rule and, for the points pool, each role's points (ADR 088). */
export function TipRuleForm({ settings }: { settings: TipSettings }) {
  const { t } = useI18n();
  const [rule, setRule] = useState<TipRule>(settings.rule);
  const [points, setPoints] = useState(settings.points);
  const save = useSaveTipSettings();
  return (
    <DayCardForm
      titleId="tips-rule-title"
      onSubmit={() => {
        save.mutate({ rule, points });
      }}
    >
      <h3 id="tips-rule-title">{t('tips.rule')}</h3>
      <label>
        {t('tips.rule')}
        <select value={rule} onChange={(event) => setRule(event.target.value as TipRule)}>
          {TIP_RULES.map((name) => (
            <option key={name} value={name}>
              {t.lookup(`tips.rules.${name}`)}
            </option>
          ))}
        </select>
      </label>
      {rule === 'pool-points' && (
        <fieldset className="tips-points">
          <legend>{t('tips.points')}</legend>
          <p className="tips-hint">{t('tips.pointsHint')}</p>
          {ROLES.map((role) => (
            <label key={role}>
              {t(`roles.${role}`)}
              <input
                type="number"
                min={0}
                max={100}
                value={points[role]}
                onChange={(event) => setPoints({ ...points, [role]: Number(event.target.value) })}
              />
            </label>
          ))}
        </fieldset>
      )}
      <FormError error={save.error} />
      <button type="submit" disabled={save.isPending}>
        {t('tips.saveRule')}
      </button>
    </DayCardForm>
  );
}
