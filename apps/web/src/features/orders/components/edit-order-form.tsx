import { formatTry } from '@masa/core/money/format-try';
import { editOrderItemsSchema } from '@masa/core/orders/order.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { texts } from '../../../i18n/texts.ts';
import { markOwnOrderChange } from '../../../lib/own-order-changes.ts';
import { useEditStatus } from '../api/get-edit-status.ts';
import { orderKeys } from '../../../lib/orders/order-keys.ts';
import type { Order } from '../../../lib/orders/order-types.ts';
import { type EditedLine, updateOrderItems } from '../api/update-order-items.ts';
import { useEditWindow } from '../hooks/use-edit-window.ts';
import { useOrderNotify } from '../hooks/use-order-notify.ts';
import * as draft from '../utils/edit-draft.ts';
import { editSaveFailure } from '../utils/order-failures.ts';
import { replaceCachedOrder } from '../utils/order-cache.ts';
import { AddProductDialog } from './add-product-dialog.tsx';
import { includingCharge } from '../../../lib/bill/bill-rows.ts';
import { EditItemRow } from './edit-item-row.tsx';
import { EditWindowStatus } from './edit-window-status.tsx';
import { NoteDialog } from './note-dialog.tsx';
import { sayIssue } from '../../../lib/form-resolver.ts';
import { Banner } from '../../../components/ui/banner.tsx';

const t = texts('orders');

const isLater = (next: string | null, before: string | null): boolean =>
  next !== null && (before === null || new Date(next).getTime() > new Date(before).getTime());

/**
 * The edit form (001 §2, §5): lines with − n + (at least 1), 'Not', 'Sil'; '+ Ürün Ekle'; the
 * total as the bill will have it (core computeBill); 'İptal' and 'Değişiklikleri Kaydet'. Everything is disabled
 * once the window is closed; a save needs at least one line, says 'Sipariş başarıyla
 * güncellendi' and, when the server renewed the window, 'Düzenleme süreniz yenilendi.'.
 */
export function EditOrderForm({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useOrderNotify();
  const itemsId = useId();
  const status = useEditStatus(order.id);
  const editWindow = useEditWindow(order, status.data);
  const [lines, setLines] = useState(() => draft.draftFromOrder(order));
  const [noteKey, setNoteKey] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noteLine = lines.find((line) => line.key === noteKey);
  // The window closed before a save: the edits stay on screen, and the diner is told (issue 30).
  const unsavedLost = !editWindow.open && draft.hasUnsavedChanges(lines, order);

  const save = useMutation({
    mutationFn: (items: EditedLine[]) =>
      updateOrderItems(order.id, { items, businessId: order.businessId }),
    // Marked before sending too: the socket's echo of this save can arrive before its answer.
    onMutate: () => markOwnOrderChange(order.id),
    onSuccess: ({ data }) => {
      markOwnOrderChange(data.id);
      replaceCachedOrder(queryClient, data);
      // 001 §4: a save may renew the window; one save, one toast that says both (issue 30).
      const renewed = isLater(data.editableUntil, order.editableUntil);
      notify.success(
        renewed
          ? `${t('orders.edit.updated')}. ${t('orders.edit.renewed')}`
          : t('orders.edit.updated'),
      );
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void navigate('/orders');
    },
    onError: (failure) => setError(editSaveFailure(failure)),
  });

  const submit = () => {
    if (!editWindow.open) return setError(t('orders.edit.saveBlocked'));
    const items = draft.draftPayload(lines);
    const checked = editOrderItemsSchema.safeParse(items);
    if (!checked.success)
      return setError(sayIssue(checked.error.issues[0]) ?? t('orders.edit.needsItem'));
    setError(null);
    save.mutate(items);
  };

  return (
    <>
      <EditWindowStatus
        order={order}
        editWindow={editWindow}
        status={status}
        hasLockedLines={lines.some((line) => line.locked)}
      />
      {unsavedLost && <Banner kind="error">{t('orders.edit.unsavedLost')}</Banner>}
      <section className="card" aria-labelledby={itemsId}>
        <h2 id={itemsId} className="order-card__title">
          {t('orders.edit.itemsTitle')}
        </h2>
        <ul className="edit-lines">
          {lines.map((line) => (
            <EditItemRow
              key={line.key}
              line={line}
              chargeName={includingCharge(order.bill.charges)}
              disabled={!editWindow.open}
              onQuantity={(quantity) =>
                setLines((all) => draft.withQuantity(all, line.key, quantity))
              }
              onNote={() => setNoteKey(line.key)}
              onDelete={() => setLines((all) => draft.withoutLine(all, line.key))}
            />
          ))}
        </ul>
        <button
          type="button"
          className="button button--secondary"
          disabled={!editWindow.open}
          onClick={() => setAdding(true)}
        >
          {t('orders.edit.addProduct')}
        </button>
      </section>
      <section className="card edit-footer">
        <p className="order-card__total">
          {t('orders.edit.total')}:{' '}
          {formatTry(draft.draftTotal(lines, order.bill.taxIncludedInPrice, order.bill.charges))}
        </p>
        {error && (
          <p className="form-field__error" role="alert">
            {error}
          </p>
        )}
        <div className="order-dialog__actions">
          <Link to="/orders" className="button button--secondary">
            {t('orders.edit.cancel')}
          </Link>
          <button
            type="button"
            className="button"
            disabled={!editWindow.open || save.isPending}
            onClick={submit}
          >
            {save.isPending ? t('orders.edit.saving') : t('orders.edit.save')}
          </button>
        </div>
      </section>
      {noteLine && (
        <NoteDialog
          name={noteLine.name}
          notes={noteLine.notes}
          onSave={(notes) => setLines((all) => draft.withNotes(all, noteLine.key, notes))}
          onClose={() => setNoteKey(null)}
        />
      )}
      {adding && (
        <AddProductDialog
          businessId={order.businessId}
          onAdd={(product) =>
            setLines((all) => draft.withProduct(all, product, crypto.randomUUID()))
          }
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}
