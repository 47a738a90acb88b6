import { COURSES, type Course } from '@masa/core/orders/courses';
import { type EditorCategory, updateCategoryBody } from '@masa/core/staff/menu-editor.schemas';
import { type FormEvent, useState } from 'react';
import { useCourseLabel } from '../../../lib/orders/components/course-mark.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMenuWrites } from '../api/editor-menu.ts';

/**
 * The chosen category's name and description (each with its English, ADR 046, ADR 060) and
 * whether the diner's menu shows it; the course a waiter's line of it is served in (issue 31 §3,
 * none: mains).
 */
export function CategorySettings({
  category,
  onSaved,
}: {
  category: EditorCategory;
  onSaved: (message: string) => void;
}) {
  const { t } = useI18n();
  const { updateCategory } = useMenuWrites();
  const [name, setName] = useState(category.name);
  const [nameEn, setNameEn] = useState(category.nameEn);
  const [description, setDescription] = useState(category.description);
  const [descriptionEn, setDescriptionEn] = useState(category.descriptionEn);
  const [active, setActive] = useState(category.active);
  const [defaultCourse, setDefaultCourse] = useState<Course | null>(category.defaultCourse);
  const courseLabel = useCourseLabel();
  const [problem, setProblem] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateCategoryBody.safeParse({
      name,
      nameEn,
      description,
      descriptionEn,
      active,
      defaultCourse,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    updateCategory.mutate(
      { id: category.id, changes: parsed.data },
      { onSuccess: (saved) => onSaved(t('menu.categorySaved', { name: saved.name })) },
    );
  };
  const error = problem ?? updateCategory.error?.message;

  return (
    <form
      className="menu-category-settings"
      aria-label={t('menu.categorySettings', { name: category.name })}
      onSubmit={save}
      noValidate
    >
      <h2>{t('menu.categorySettings', { name: category.name })}</h2>
      <label>
        {t('menu.categoryName')}
        <input value={name} onChange={(event) => setName(event.target.value)} maxLength={60} />
      </label>
      <label>
        {t('menu.categoryNameEn')}
        <input
          lang="en"
          value={nameEn}
          onChange={(event) => setNameEn(event.target.value)}
          maxLength={60}
        />
      </label>
      <label>
        {t('menu.categoryDescription')}
        <textarea
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={300}
        />
      </label>
      <label>
        {t('menu.categoryDescriptionEn')}
        <textarea
          lang="en"
          value={descriptionEn}
          onChange={(event) => setDescriptionEn(event.target.value)}
          maxLength={300}
        />
      </label>
      <label>
        {t('courses.defaultCourse')}
        <select
          value={defaultCourse ?? ''}
          onChange={(event) => setDefaultCourse((event.target.value || null) as Course | null)}
        >
          <option value="">{t('courses.noDefault', { course: courseLabel('main') })}</option>
          {COURSES.map((course) => (
            <option key={course} value={course}>
              {courseLabel(course)}
            </option>
          ))}
        </select>
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
        />
        {t('menu.categoryActive')}
      </label>
      <button type="submit" disabled={updateCategory.isPending}>
        {t('menu.saveCategory')}
      </button>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </form>
  );
}
