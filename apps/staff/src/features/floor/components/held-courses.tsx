import { useCourseLabel } from '../../../lib/orders/components/course-mark.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useActiveOrders } from '../../../lib/orders/active-orders.ts';
import { heldCourses } from '../../../lib/orders/held-courses.ts';
import { useFireCourse } from '../api/fire-course.ts';

/**
 * A table's held courses on its panel (issue 31 §4), in the order of service, each with its
 * lines (seat and waiter) and one "Marş: <course>" button that sends the whole course to the
 * kitchen. Nothing when the table has no course waiting.
 */
export function HeldCourses({ tableId }: { tableId: string }) {
  const { t } = useI18n();
  const label = useCourseLabel();
  const orders = useActiveOrders();
  const fire = useFireCourse();
  const held = heldCourses(orders.data ?? [], tableId);
  if (held.length === 0 && !fire.isSuccess && !fire.error) return null;
  return (
    <section className="held-courses" aria-labelledby={`held-${tableId}`}>
      <h3 id={`held-${tableId}`}>{t('courses.heldTitle')}</h3>
      <ul className="held-course-list">
        {held.map(({ course, orders: list }) => (
          <li key={course} className="held-course">
            <ul className="bill-lines" aria-label={t('courses.held', { course: label(course) })}>
              {list.flatMap((order) =>
                order.items.map((line) => (
                  <li key={line.id}>
                    <span>
                      {t('bill.line', { quantity: line.quantity, name: line.name })}
                      {line.seat != null && <small> · {t('courses.seat', { n: line.seat })}</small>}
                    </span>
                    {order.placedBy && (
                      <small>{t('courses.placedBy', { name: order.placedBy.name })}</small>
                    )}
                  </li>
                )),
              )}
            </ul>
            <button
              type="button"
              className="primary"
              disabled={fire.isPending}
              onClick={() => fire.mutate({ tableId, course })}
            >
              {t('courses.fire', { course: label(course) })}
            </button>
          </li>
        ))}
      </ul>
      {fire.error && (
        <p role="alert" className="form-error">
          {fire.error.message}
        </p>
      )}
      {fire.isSuccess && (
        <p role="status">{t('courses.fired', { course: label(fire.variables.course) })}</p>
      )}
    </section>
  );
}
