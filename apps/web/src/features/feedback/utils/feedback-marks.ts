import { storage } from '../../../lib/storage.ts';

/** This device's done-markers (001 §3: kept per order): order id → rated target keys. */
export function readFeedbackMarks(): Record<string, string[]> {
  const raw = storage.getFeedbackGiven();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const marks: Record<string, string[]> = {};
  for (const [orderId, keys] of Object.entries(raw as Record<string, unknown>)) {
    if (Array.isArray(keys))
      marks[orderId] = keys.filter((k): k is string => typeof k === 'string');
  }
  return marks;
}

/** Marks a target of an order as rated; returns the new markers. */
export function markFeedbackGiven(orderId: string, key: string): Record<string, string[]> {
  const marks = readFeedbackMarks();
  const keys = new Set(marks[orderId] ?? []);
  keys.add(key);
  const next = { ...marks, [orderId]: [...keys] };
  storage.setFeedbackGiven(next);
  return next;
}
