import { COURSE_LABELS, type Course } from '@masa/core/orders/courses';

/** A course's Turkish label, for the waiter's order routes' messages (issue 31). */
export const courseLabel = (course: Course) => COURSE_LABELS.tr[course];
