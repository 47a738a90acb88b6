import { describe, expect, it } from 'vitest';
import { coursesFiredAtOnce, inServiceOrder } from './courses.ts';

describe('coursesFiredAtOnce', () => {
  it('sends the drinks and the first food course, and holds the later ones', () => {
    expect(coursesFiredAtOnce({ courses: ['main', 'drink', 'starter', 'dessert'] })).toEqual([
      'drink',
      'starter',
    ]);
  });

  it('sends a single course at once, mains included', () => {
    expect(coursesFiredAtOnce({ courses: ['main'] })).toEqual(['main']);
    expect(coursesFiredAtOnce({ courses: ['drink'] })).toEqual(['drink']);
  });

  it('holds whatever the waiter asks to hold, drinks included', () => {
    expect(
      coursesFiredAtOnce({ courses: ['drink', 'starter', 'main'], holdCourses: ['starter'] }),
    ).toEqual(['drink']);
    expect(coursesFiredAtOnce({ courses: ['drink', 'main'], holdCourses: ['drink'] })).toEqual([
      'main',
    ]);
  });

  it('adding to an open table sends courses up to the one already fired, and holds later ones', () => {
    expect(
      coursesFiredAtOnce({
        courses: ['starter', 'main', 'dessert'],
        firedInSitting: ['drink', 'main'],
      }),
    ).toEqual(['starter', 'main']);
    expect(coursesFiredAtOnce({ courses: ['dessert'], firedInSitting: ['starter'] })).toEqual([]);
  });

  it('counts only food as fired food: drinks alone do not open the mains', () => {
    expect(coursesFiredAtOnce({ courses: ['starter', 'main'], firedInSitting: ['drink'] })).toEqual(
      ['starter'],
    );
  });
});

describe('inServiceOrder', () => {
  it('lists courses once each, drinks first, desserts last', () => {
    expect(inServiceOrder(['dessert', 'main', 'drink', 'main', 'starter'])).toEqual([
      'drink',
      'starter',
      'main',
      'dessert',
    ]);
  });
});
