import { COURSE_LABELS, type Course } from '@masa/core/orders/courses';
import { useI18n } from '../../../i18n/i18n.tsx';
import { type CourseFields, isHeld } from '../held-courses.ts';

/** A course's name in the screen's language (core's labels); one this app does not know, as sent. */
export function useCourseLabel() {
  const { language } = useI18n();
  return (course: string) => COURSE_LABELS[language][course as Course] ?? course;
}

/**
 * A staff order's course and waiter (issue 31 §4), on the board's card, the kitchen display
 * and the table's panel: "Bekliyor · Ana yemek" while the course is held, the course's name
 * once fired, and "Garson: <name>". Nothing for a diner's order.
 */
export function CourseMark({ order }: { order: CourseFields }) {
  const { t } = useI18n();
  const label = useCourseLabel();
  if (!order.course && !order.placedBy) return null;
  return (
    <p className="course-mark">
      {order.course &&
        (isHeld(order) ? (
          <span className="badge badge-held">
            {t('courses.held', { course: label(order.course) })}
          </span>
        ) : (
          <span className="badge badge-course">{label(order.course)}</span>
        ))}
      {order.placedBy && <span>{t('courses.placedBy', { name: order.placedBy.name })}</span>}
    </p>
  );
}
