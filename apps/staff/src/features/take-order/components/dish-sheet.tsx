import { formatTry } from '@masa/core/money/format-try';
import { PRODUCT_NOTE_MAX_LENGTH } from '@masa/core/orders/order-limits';
import type { ProductResponse } from '@masa/core/menu/menu.schemas';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { COURSES, type Course } from '@masa/core/orders/courses';
import { type LineChoice, missingOptions, unitPrice } from '../ticket.ts';
import { OptionGroup } from './option-group.tsx';

const SEATS = Array.from({ length: 20 }, (_, i) => i + 1);

/**
 * A dish's sheet: its options (the required ones enforced: "Ekle" waits, saying which), extras,
 * a note, the seat and the course (its category's by default). Issue 31 §3.
 */
export function DishSheet({
  product,
  course,
  onAdd,
  onClose,
}: {
  product: ProductResponse;
  course: Course;
  onAdd: (choice: LineChoice) => void;
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const [choice, setChoice] = useState<LineChoice>({
    options: {},
    extras: [],
    notes: '',
    seat: null,
    course,
  });
  const missing = missingOptions(product, choice.options);
  const set = (changes: Partial<LineChoice>) => setChoice((now) => ({ ...now, ...changes }));
  const en = (name: string, nameEn: string) => (language === 'en' && nameEn ? nameEn : name);
  return (
    <div className="dish-sheet-backdrop">
      <section className="dish-sheet" role="dialog" aria-modal="true" aria-label={product.name}>
        <h2>{product.name}</h2>
        {product.options.map((option) => (
          <OptionGroup
            key={option.name}
            option={option}
            label={en(option.name, option.nameEn)}
            chosen={choice.options[option.name] ?? []}
            onChange={(names) => set({ options: { ...choice.options, [option.name]: names } })}
          />
        ))}
        {product.extras.length > 0 && (
          <fieldset>
            <legend>{t('takeOrder.extras')}</legend>
            {product.extras.map((extra) => (
              <label key={extra.name} className="choice">
                <input
                  type="checkbox"
                  checked={choice.extras.includes(extra.name)}
                  onChange={(event) =>
                    set({
                      extras: event.target.checked
                        ? [...choice.extras, extra.name]
                        : choice.extras.filter((name) => name !== extra.name),
                    })
                  }
                />
                {en(extra.name, extra.nameEn)} +{formatTry(extra.price)}
              </label>
            ))}
          </fieldset>
        )}
        <label>
          {t('takeOrder.note')}
          <input
            type="text"
            maxLength={PRODUCT_NOTE_MAX_LENGTH}
            value={choice.notes}
            onChange={(event) => set({ notes: event.target.value })}
          />
        </label>
        <div className="dish-sheet-row">
          <label>
            {t('takeOrder.course')}
            <select
              value={choice.course}
              onChange={(event) => set({ course: event.target.value as Course })}
            >
              {COURSES.map((value) => (
                <option key={value} value={value}>
                  {t(`takeOrder.courses.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('takeOrder.seat')}
            <select
              value={choice.seat ?? ''}
              onChange={(event) =>
                set({ seat: event.target.value === '' ? null : Number(event.target.value) })
              }
            >
              <option value="">{t('takeOrder.noSeat')}</option>
              {SEATS.map((seat) => (
                <option key={seat} value={seat}>
                  {seat}
                </option>
              ))}
            </select>
          </label>
        </div>
        {missing.length > 0 && (
          <p id="dish-sheet-missing" className="request-meta">
            {t('takeOrder.choose', { options: missing.join(', ') })}
          </p>
        )}
        <div className="dish-sheet-actions">
          <button type="button" onClick={onClose}>
            {t('takeOrder.cancel')}
          </button>
          <button
            type="button"
            className="primary"
            disabled={missing.length > 0}
            aria-describedby={missing.length > 0 ? 'dish-sheet-missing' : undefined}
            onClick={() => onAdd(choice)}
          >
            {t('takeOrder.add')} · {formatTry(unitPrice(product, choice))}
          </button>
        </div>
      </section>
    </div>
  );
}
