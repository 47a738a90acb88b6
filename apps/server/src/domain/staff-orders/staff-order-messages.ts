import { COURSE_LABELS, type Course } from '@masa/core/orders/courses';

/** Turkish answers of the waiter's order routes (issue 31); English in lib/english. */
export const STAFF_ORDER_MESSAGES = {
  taken: 'Sipariş mutfağa gönderildi',
  fired: (course: string) => `Servis başlatıldı: ${course}`,
  unknownCourse: 'Geçersiz servis sırası',
} as const;

/** A course's Turkish label, for the messages above. */
export const courseLabel = (course: Course) => COURSE_LABELS.tr[course];
