import { buildItemNotes } from '@masa/core/orders/build-item-notes';
import { PRODUCT_NOTE_MAX_LENGTH } from '@masa/core/orders/order-limits';
import { productNoteSchema } from '@masa/core/orders/order.schemas';
import { parseItemNotes } from '@masa/core/orders/parse-item-notes';
import { useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { TextAreaField } from '../../../components/ui/form-field.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { sayIssue } from '../../../lib/form-resolver.ts';

const t = texts('orders');

type Props = { name: string; notes: string; onSave: (notes: string) => void; onClose: () => void };

/**
 * 'Ürün Notu' (001 §2 Edit order): the diner's own note of a line, at most 200 characters.
 * The removal, extra and service-charge lines of the notes are kept as they are.
 */
export function NoteDialog({ name, notes, onSave, onClose }: Props) {
  const parsed = parseItemNotes(notes);
  const [text, setText] = useState(parsed.specialNotes.join('\n'));
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const checked = productNoteSchema.safeParse(text);
    if (!checked.success) return setError(sayIssue(checked.error.issues[0]));
    onSave(buildItemNotes({ ...parsed, specialNotes: checked.data.split(/\r?\n/) }));
    onClose();
  };

  return (
    <ModalDialog title={t('orders.edit.noteTitle')} onClose={onClose}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextAreaField
          id="item-note"
          label={t('orders.edit.noteFor', { name })}
          error={error ?? undefined}
          rows={3}
          maxLength={PRODUCT_NOTE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="order-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('orders.edit.noteCancel')}
          </button>
          <button type="submit" className="button">
            {t('orders.edit.noteSave')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
