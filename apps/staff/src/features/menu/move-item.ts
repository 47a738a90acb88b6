/** `ids` with the item `id` moved to `index` (clamped to the list), the others in order. */
export function moveItem(ids: readonly string[], id: string, index: number): string[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const rest = ids.filter((x) => x !== id);
  const to = Math.max(0, Math.min(rest.length, index));
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}
