import { COURSE_LABELS, type Course } from '@masa/core/orders/courses';

/** Turkish answers of the waiter's order routes (issue 31); English in lib/english. */
export const STAFF_ORDER_MESSAGES = {
  unknownCourse: 'Geçersiz servis sırası',
} as const;

/** A course's Turkish label, for the messages above. */
export const courseLabel = (course: Course) => COURSE_LABELS.tr[course];
