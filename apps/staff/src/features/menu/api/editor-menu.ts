import type {
  EditorCategory,
  EditorMenu,
  EditorProduct,
  ProductBody,
} from '@masa/core/staff/menu-editor.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Refetched on every `menu:changed` of the business (use-live-service.ts). */
export const editorMenuKey = ['staff', 'menu'] as const;

/** GET /api/staff/menu: every category and product, active or not (owners and managers). */
export const useEditorMenu = () =>
  useQuery({
    queryKey: editorMenuKey,
    queryFn: ({ signal }) => api.get<EditorMenu>('/staff/menu', { signal }),
  });

export type CategoryFields = { name: string; description?: string; active?: boolean };

/** The category moves on their way to the server, oldest first (one editor per tablet). */
const reorders: { last: Promise<unknown>; pending: number } = {
  last: Promise.resolve(),
  pending: 0,
};

/** The menu editor's writes; each settles the editor's list and the stock screen's. */
export function useMenuWrites() {
  const client = useQueryClient();
  const settle = async () => {
    await client.invalidateQueries({ queryKey: editorMenuKey });
    // The stock screen's list (features/stock) shows names and prices too.
    await client.invalidateQueries({ queryKey: ['staff', 'products'] });
    // A saved price is in the product's "Fiyat geçmişi" (price-changes.ts).
    await client.invalidateQueries({ queryKey: ['staff', 'price-changes'] });
  };
  return {
    createCategory: useMutation({
      mutationFn: (fields: CategoryFields) => api.post<EditorCategory>('/staff/categories', fields),
      onSuccess: settle,
    }),
    updateCategory: useMutation({
      mutationFn: ({ id, changes }: { id: string; changes: Partial<CategoryFields> }) =>
        api.patch<EditorCategory>(`/staff/categories/${id}`, changes),
      onSuccess: settle,
    }),
    /**
     * The new order shows at once, and goes back if the server refuses it. Moves made quickly
     * one after another (arrow keys) are sent one at a time, in the order they were made, and
     * the list is read again once the last is saved: the server ends with the last move, never
     * an earlier one that happened to finish later.
     */
    reorderCategories: useMutation({
      mutationFn: (categoryIds: string[]) => {
        const sent = reorders.last.then(() =>
          api.put<EditorCategory[]>('/staff/categories/order', { categoryIds }),
        );
        reorders.last = sent.catch(() => undefined);
        return sent;
      },
      onMutate: async (categoryIds) => {
        reorders.pending += 1;
        await client.cancelQueries({ queryKey: editorMenuKey });
        const before = client.getQueryData<EditorMenu>(editorMenuKey);
        client.setQueryData<EditorMenu>(editorMenuKey, (menu) =>
          menu
            ? {
                ...menu,
                categories: categoryIds
                  .map((id) => menu.categories.find((c) => c.id === id))
                  .filter((c): c is EditorCategory => c !== undefined),
              }
            : menu,
        );
        return { before };
      },
      onError: (_error, _ids, context) => client.setQueryData(editorMenuKey, context?.before),
      onSettled: async () => {
        reorders.pending -= 1;
        if (reorders.pending === 0) await settle();
      },
    }),
    saveProduct: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: ProductBody }) =>
        id
          ? api.put<EditorProduct>(`/staff/products/${id}`, body)
          : api.post<EditorProduct>('/staff/products', body),
      onSuccess: settle,
    }),
    deleteProduct: useMutation({
      mutationFn: (id: string) => api.delete<{ id: string; name: string }>(`/staff/products/${id}`),
      onSuccess: settle,
    }),
    uploadPhoto: useMutation({
      mutationFn: ({ id, photo }: { id: string; photo: File }) => {
        const form = new FormData();
        form.append('photo', photo);
        return api.post<EditorProduct>(`/staff/products/${id}/photo`, form);
      },
      onSuccess: settle,
    }),
  };
}
