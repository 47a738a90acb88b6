import type { RuleId } from '../i18n/rule-text.ts';

/**
 * Courses of a waiter's order (issue 31 §3–4, docs/decisions/070-a-course-is-an-order.md): each
 * course a send holds becomes one order of the table's sitting. Listed in order of service.
 */
export const COURSES = ['drink', 'starter', 'intermediate', 'main', 'dessert'] as const;
export type Course = (typeof COURSES)[number];

/** A course not of the list, a rule text (ADR 117). */
export const COURSE_MESSAGE: RuleId = 'rules.courses.unknown';

/** A category without a course of its own serves its dishes as mains. */
export const DEFAULT_COURSE: Course = 'main';

export const COURSE_LABELS: Record<'tr' | 'en', Record<Course, string>> = {
  tr: {
    drink: 'İçecek',
    starter: 'Başlangıç',
    intermediate: 'Ara sıcak',
    main: 'Ana yemek',
    dessert: 'Tatlı',
  },
  en: {
    drink: 'Drinks',
    starter: 'Starters',
    intermediate: 'Hot starters',
    main: 'Mains',
    dessert: 'Desserts',
  },
};

const rank = (course: Course) => COURSES.indexOf(course);

/** The courses in order of service, each once. */
export function inServiceOrder(courses: Iterable<Course>): Course[] {
  return [...new Set(courses)].sort((a, b) => rank(a) - rank(b));
}

/**
 * Which courses of a send go to the kitchen at once; the others are held until the waiter fires
 * them ("marş"). Drinks always go unless held. With no food course fired yet in the sitting, the
 * first food course of the send goes; every later one waits. When the table already has food
 * fired, the send's courses up to the latest fired one go (another round of mains), later ones
 * wait. A course in `holdCourses` always waits.
 */
export function coursesFiredAtOnce({
  courses,
  holdCourses = [],
  firedInSitting = [],
}: {
  /** The courses the send's lines belong to. */
  courses: readonly Course[];
  holdCourses?: readonly Course[];
  /** The courses of the sitting's orders already sent to the kitchen (fired or not held). */
  firedInSitting?: readonly Course[];
}): Course[] {
  const held = new Set(holdCourses);
  const food = inServiceOrder(courses).filter((course) => course !== 'drink');
  const firedFood = firedInSitting.filter((course) => course !== 'drink').map(rank);
  const upTo = firedFood.length > 0 ? Math.max(...firedFood) : food[0] ? rank(food[0]) : -1;
  const going: Course[] = food.filter((course) => rank(course) <= upTo);
  if (courses.includes('drink')) going.unshift('drink');
  return going.filter((course) => !held.has(course));
}
