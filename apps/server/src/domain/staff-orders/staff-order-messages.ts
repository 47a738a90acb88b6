import { COURSE_LABELS, type Course } from '@masa/core/orders/courses';

/** Turkish answers of the waiter's order routes (issue 31); English in lib/english. */
export const STAFF_ORDER_MESSAGES = {
  taken: 'Sipariş mutfağa gönderildi',
  fired: (course: string) => `Servis başlatıldı: ${course}`,
  requiredOption: (product: string, option: string) =>
    `${product} için '${option}' seçimi yapılmalı`,
  courseAlreadyFired: (course: string) => `Bu servis zaten başlatıldı ya da bekleyen ${course} yok`,
  noSitting: 'Bu masada açık oturum yok',
  unknownCourse: 'Geçersiz servis sırası',
} as const;

/** A course's Turkish label, for the messages above. */
export const courseLabel = (course: Course) => COURSE_LABELS.tr[course];
