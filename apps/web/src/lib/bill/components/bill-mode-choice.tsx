import { EQUAL_SPLIT_MIN_PEOPLE } from '@masa/core/orders/order-limits';
import { normalizeSplitPeople } from '@masa/core/bill/equal-split';
import { formatTry } from '@masa/core/money/format-try';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { texts } from '../../../i18n/texts.ts';
import { ChoiceGroup } from './choice-group.tsx';

const t = texts('bill');

export type BillMode = 'full' | 'equal';

/**
 * Pay all, split equally (at least 2 people; a lower or invalid count becomes 2, 001 §5), or
 * 'Kişiye Özel': each pays their own items, which the split screen does (`splitPath`), so the
 * choice leads there rather than saying 'Yakında' (issue 29 §7, ADR 058).
 */
export function BillModeChoice(props: {
  mode: BillMode;
  onMode: (mode: BillMode) => void;
  people: number;
  onPeople: (people: number) => void;
  perPerson: readonly number[];
  disabled: boolean;
  /** The order's split screen ('/split-bill/{orderId}'). */
  splitPath: string;
}) {
  const peopleId = useId();
  const [draft, setDraft] = useState(String(props.people));
  const commit = (text: string) => {
    const people = normalizeSplitPeople(text);
    setDraft(String(people));
    props.onPeople(people);
  };
  return (
    <>
      <ChoiceGroup
        legend={t('bill.modes.label')}
        choices={[
          { value: 'full', label: t('bill.modes.full') },
          { value: 'equal', label: t('bill.modes.equal') },
        ]}
        value={props.mode}
        onChange={props.onMode}
        disabled={props.disabled}
        after={
          <Link to={props.splitPath} className="choice-chip choice-chip--link">
            {t('bill.modes.custom')}
            <span aria-hidden="true">→</span>
          </Link>
        }
      />
      {props.mode === 'equal' && (
        <div className="bill-people">
          <label htmlFor={peopleId}>{t('bill.modes.people')}</label>
          <input
            id={peopleId}
            type="number"
            inputMode="numeric"
            min={EQUAL_SPLIT_MIN_PEOPLE}
            value={draft}
            disabled={props.disabled}
            onChange={(event) => {
              setDraft(event.target.value);
              const value = Number(event.target.value);
              if (Number.isInteger(value) && value >= EQUAL_SPLIT_MIN_PEOPLE) props.onPeople(value);
            }}
            onBlur={(event) => commit(event.target.value)}
          />
          {props.perPerson[0] !== undefined && (
            <span role="status">
              {t('bill.modes.perPerson', { amount: formatTry(props.perPerson[0]) })}
            </span>
          )}
        </div>
      )}
    </>
  );
}
