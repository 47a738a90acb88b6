import { buildItemNotes } from '@masa/core/orders/build-item-notes';
import { PRODUCT_NOTE_MAX_LENGTH } from '@masa/core/orders/order-limits';
import { productNoteSchema } from '@masa/core/orders/order.schemas';
import { parseItemNotes } from '@masa/core/orders/parse-item-notes';
import { useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
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
        <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
          <label htmlFor="item-note" className="form-field__label">
            {t('orders.edit.noteFor', { name })}
          </label>
          <textarea
            id="item-note"
            className="form-field__input form-field__input--multiline"
            rows={3}
            maxLength={PRODUCT_NOTE_MAX_LENGTH}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'item-note-error' : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {error && (
            <p id="item-note-error" className="form-field__error">
              {error}
            </p>
          )}
        </div>
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
