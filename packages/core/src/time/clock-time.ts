import { BUSINESS_TIME_ZONE, getWallTime } from './zoned-time.ts';

/** "14:35": an instant as a clock at the business reads it (an order's expected time). */
export function clockTime(instant: string | Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  const wall = getWallTime(new Date(instant), timeZone);
  return `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
}
