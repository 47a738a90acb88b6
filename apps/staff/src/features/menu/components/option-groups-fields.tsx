import { useI18n } from '../../../i18n/i18n.tsx';
import type { ProductFormValues } from '../product-form-values.ts';
import { Checkbox } from '../../../components/checkbox.tsx';

type Group = ProductFormValues['options'][number];

/** Option groups (e.g. 'Porsiyon': Tek, Duble +90 ₺), each choice with its added price. */
export function OptionGroupsFields({
  groups,
  onChange,
}: {
  groups: Group[];
  onChange: (groups: Group[]) => void;
}) {
  const { t } = useI18n();
  const update = (index: number, change: Partial<Group>) =>
    onChange(groups.map((g, i) => (i === index ? { ...g, ...change } : g)));

  return (
    <fieldset className="menu-groups">
      <legend>{t('menu.sections.options')}</legend>
      {groups.map((group, index) => (
        <fieldset key={index} className="menu-group">
          <legend>{t('menu.group', { n: index + 1 })}</legend>
          <label className="menu-field">
            {t('menu.groupName')}
            <input
              value={group.name}
              maxLength={40}
              onChange={(event) => update(index, { name: event.target.value })}
            />
          </label>
          <label className="menu-field">
            {t('menu.groupNameEn')}
            <input
              lang="en"
              value={group.nameEn}
              maxLength={40}
              onChange={(event) => update(index, { nameEn: event.target.value })}
            />
          </label>
          <Checkbox
            label={t('menu.required')}
            checked={group.required}
            onChange={(checked) => update(index, { required: checked })}
          />
          <Checkbox
            label={t('menu.multiple')}
            checked={group.multiple}
            onChange={(checked) => update(index, { multiple: checked })}
          />
          <button
            type="button"
            className="danger"
            onClick={() => onChange(groups.filter((_, i) => i !== index))}
          >
            {t('menu.removeGroup', { name: group.name })}
          </button>
          <ul className="menu-choices">
            {group.choices.map((choice, c) => {
              const setChoice = (change: Partial<typeof choice>) =>
                update(index, {
                  choices: group.choices.map((x, i) => (i === c ? { ...x, ...change } : x)),
                });
              return (
                <li key={c}>
                  <label className="menu-field">
                    {t('menu.choice')}
                    <input
                      value={choice.name}
                      maxLength={40}
                      onChange={(event) => setChoice({ name: event.target.value })}
                    />
                  </label>
                  <label className="menu-field">
                    {t('menu.choiceEn')}
                    <input
                      lang="en"
                      value={choice.nameEn}
                      maxLength={40}
                      onChange={(event) => setChoice({ nameEn: event.target.value })}
                    />
                  </label>
                  <label className="menu-field menu-field-price">
                    {t('menu.choicePrice')}
                    <input
                      value={choice.price}
                      inputMode="decimal"
                      onChange={(event) => setChoice({ price: event.target.value })}
                    />
                  </label>
                  <button
                    type="button"
                    aria-label={t('menu.removeChoice', { name: choice.name })}
                    onClick={() =>
                      update(index, { choices: group.choices.filter((_, i) => i !== c) })
                    }
                  >
                    ✕
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            onClick={() =>
              update(index, { choices: [...group.choices, { name: '', nameEn: '', price: '0' }] })
            }
          >
            {t('menu.addChoice')}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        onClick={() =>
          onChange([
            ...groups,
            {
              name: '',
              nameEn: '',
              required: false,
              multiple: false,
              choices: [{ name: '', nameEn: '', price: '0' }],
            },
          ])
        }
      >
        {t('menu.addGroup')}
      </button>
    </fieldset>
  );
}
