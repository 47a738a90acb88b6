/**
 * The courses of a waiter's order, in the order they are served (issue 31 §3). A line's course
 * defaults to its category's `defaultCourse`; a category without one serves its dishes as mains.
 */
// NOTE: the same list as core's orders/courses.ts of the issue-31 contract; this copy goes when
// that module is merged (the contract fixes the values, so the request is the same either way).
export const COURSES = ['drink', 'starter', 'intermediate', 'main', 'dessert'] as const;
export type Course = (typeof COURSES)[number];

export const isCourse = (value: unknown): value is Course =>
  typeof value === 'string' && (COURSES as readonly string[]).includes(value);

/** A dish's course before the waiter changes it: its category's, else main. */
export const defaultCourse = (category: { defaultCourse?: unknown } | undefined): Course =>
  isCourse(category?.defaultCourse) ? category.defaultCourse : 'main';
