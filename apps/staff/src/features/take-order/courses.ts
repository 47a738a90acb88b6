import { COURSES, type Course, DEFAULT_COURSE } from '@masa/core/orders/courses';

const isCourse = (value: unknown): value is Course =>
  typeof value === 'string' && (COURSES as readonly string[]).includes(value);

/**
 * A dish's course before the waiter changes it: its category's `defaultCourse`, else a main
 * (docs/decisions/070-a-course-is-an-order.md).
 */
export const defaultCourse = (category: { defaultCourse?: unknown } | undefined): Course =>
  isCourse(category?.defaultCourse) ? category.defaultCourse : DEFAULT_COURSE;
