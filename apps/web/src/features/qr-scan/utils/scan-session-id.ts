/** 000 §3.4: 'scan_' plus a time stamp and a random string. */
export function makeScanSessionId(now: number = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 10).padEnd(8, '0');
  return `scan_${now}_${random}`;
}
