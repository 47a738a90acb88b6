/** A dish as the order screen lists it. */
export type ListedProduct = { id: string; name: string; categoryId: string; sortOrder: number };

const fold = (text: string) => text.toLocaleLowerCase('tr').normalize('NFC').trim();

/**
 * The dishes under the open tab, or, while the waiter types, every dish of the menu whose name
 * holds the words typed (Turkish case rules: "İZMİR" finds "İzmir Köfte").
 */
export function visibleProducts<T extends ListedProduct>(
  products: T[],
  { categoryId, search }: { categoryId: string | null; search: string },
): T[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const shown =
    words.length > 0
      ? products.filter((product) => words.every((word) => fold(product.name).includes(word)))
      : products.filter((product) => product.categoryId === categoryId);
  return [...shown].sort((a, b) => a.sortOrder - b.sortOrder);
}
