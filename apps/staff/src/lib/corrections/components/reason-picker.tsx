import type { CorrectionKind } from '@masa/core/corrections/corrections.schemas';
import { useEffect, useId } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { reasonsOf, useCorrectionReasons } from '../correction-reasons.ts';

/** What a correction form sends as its reason (contract rule 5): a list's id and/or text. */
export type ReasonChoice = { reasonId: string; reason: string };

/** The request fields of a choice: only what is there, the text trimmed. */
export const reasonFields = ({ reasonId, reason }: ReasonChoice) => ({
  ...(reasonId ? { reasonId } : {}),
  ...(reason.trim() ? { reason: reason.trim() } : {}),
});

export const hasChoice = (choice: ReasonChoice) => Boolean(choice.reasonId || choice.reason.trim());

/**
 * "Sebep" from the business's list of one kind (edited in Ayarlar), and "Açıklama" typed: every
 * correction form (void, ikram, discount, walk-out) picks its reason here; the server keeps
 * the label, then the text. In English the list shows each reason's English, if it has one.
 */
export function ReasonPicker({
  kind,
  value,
  onChange,
}: {
  kind: CorrectionKind;
  value: ReasonChoice;
  onChange: (choice: ReasonChoice) => void;
}) {
  const { t, language } = useI18n();
  const id = useId();
  const reasons = useCorrectionReasons();
  const options = reasonsOf(reasons.data, kind);
  // A reason archived since it was chosen (the list was refetched after REASON_ARCHIVED): choose
  // again rather than send it a second time.
  const stale = Boolean(
    reasons.data && value.reasonId && !options.some((o) => o.id === value.reasonId),
  );
  useEffect(() => {
    if (stale) onChange({ ...value, reasonId: '' });
  }, [stale, value, onChange]);
  return (
    <div className="reason-picker">
      <label htmlFor={`${id}-list`}>{t('corrections.reason')}</label>
      <select
        id={`${id}-list`}
        value={value.reasonId}
        onChange={(event) => onChange({ ...value, reasonId: event.target.value })}
      >
        <option value="">—</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {language === 'en' && option.labelEn ? option.labelEn : option.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-text`}>{t('corrections.reasonText')}</label>
      <input
        id={`${id}-text`}
        maxLength={200}
        value={value.reason}
        onChange={(event) => onChange({ ...value, reason: event.target.value })}
      />
    </div>
  );
}
