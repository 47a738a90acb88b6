import type { EditorCategory, EditorProduct } from '@masa/core/staff/menu-editor.schemas';
import { createCategoryBody } from '@masa/core/staff/menu-editor.schemas';
import {
  type DragEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { sayFirstIssue } from '../../../i18n/core-texts.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMenuWrites } from '../api/editor-menu.ts';
import { moveItem } from '../move-item.ts';

/**
 * The categories in menu order. Each one's handle is dragged with a finger or mouse, or, with
 * the keyboard, focused and moved with the up and down arrows; every move is saved at once and
 * announced. Below, a new category's name.
 */
export function CategoryList({
  categories,
  products,
  chosenId,
  onChoose,
  onAdded,
}: {
  categories: EditorCategory[];
  products: EditorProduct[];
  chosenId: string | null;
  onChoose: (id: string) => void;
  onAdded: (category: EditorCategory) => void;
}) {
  const { t } = useI18n();
  const { reorderCategories, createCategory } = useMenuWrites();
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const [refocus, setRefocus] = useState<string | null>(null);
  const ids = categories.map((c) => c.id);

  // A moved row is re-inserted in the page; its handle keeps the keyboard's focus.
  useEffect(() => {
    if (refocus) handles.current.get(refocus)?.focus();
  }, [refocus, categories]);

  const move = (id: string, index: number) => {
    const next = moveItem(ids, id, index);
    if (next.join() === ids.join()) return;
    reorderCategories.mutate(next);
    const moved = categories.find((c) => c.id === id);
    setAnnouncement(
      t('menu.moved', { name: moved?.name ?? '', place: next.indexOf(id) + 1, of: next.length }),
    );
  };
  const onKey = (event: KeyboardEvent, id: string) => {
    const at = ids.indexOf(id);
    const to = { ArrowUp: at - 1, ArrowDown: at + 1, Home: 0, End: ids.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    setRefocus(id);
    move(id, to);
  };
  const onDrop = (event: DragEvent, targetId: string) => {
    event.preventDefault();
    if (dragged) move(dragged, ids.indexOf(targetId));
    setDragged(null);
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createCategoryBody.safeParse({ name });
    if (!parsed.success) return setProblem(sayFirstIssue(t, parsed.error));
    setProblem(null);
    createCategory.mutate(parsed.data, {
      onSuccess: (added) => {
        setName('');
        onAdded(added);
      },
    });
  };

  return (
    <nav className="menu-categories" aria-labelledby="menu-categories-title">
      <h2 id="menu-categories-title">{t('menu.categories')}</h2>
      <p className="menu-hint" id="menu-reorder-hint">
        {t('menu.reorderHint')}
      </p>
      <ol aria-label={t('menu.categories')}>
        {categories.map((category) => (
          <li
            key={category.id}
            className={[
              'menu-category',
              category.id === chosenId ? 'menu-category-chosen' : '',
              category.id === dragged ? 'menu-category-dragged' : '',
              category.active ? '' : 'menu-category-off',
            ].join(' ')}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, category.id)}
          >
            <button
              type="button"
              className="menu-handle"
              draggable
              aria-label={t('menu.moveHandle', { name: category.name })}
              aria-describedby="menu-reorder-hint"
              ref={(element) => {
                if (element) handles.current.set(category.id, element);
                else handles.current.delete(category.id);
              }}
              onKeyDown={(event) => onKey(event, category.id)}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', category.id);
                setDragged(category.id);
              }}
              onDragEnd={() => setDragged(null)}
            >
              <span aria-hidden="true">⠿</span>
            </button>
            <button
              type="button"
              className="menu-category-name"
              aria-current={category.id === chosenId ? 'true' : undefined}
              onClick={() => onChoose(category.id)}
            >
              <span>{category.name}</span>
              <small>
                {t('menu.productCount', {
                  n: products.filter((p) => p.categoryId === category.id).length,
                })}
                {!category.active && ` · ${t('menu.inactive')}`}
              </small>
            </button>
          </li>
        ))}
      </ol>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {reorderCategories.error && (
        <p role="alert" className="form-error">
          {reorderCategories.error.message}
        </p>
      )}
      <form
        className="menu-add-category"
        aria-label={t('menu.addCategory')}
        onSubmit={add}
        noValidate
      >
        <label>
          {t('menu.newCategory')}
          <input value={name} onChange={(event) => setName(event.target.value)} maxLength={60} />
        </label>
        <button type="submit" className="primary" disabled={createCategory.isPending}>
          {t('menu.addCategory')}
        </button>
        {(problem ?? createCategory.error?.message) && (
          <p role="alert" className="form-error">
            {problem ?? createCategory.error?.message}
          </p>
        )}
      </form>
    </nav>
  );
}
