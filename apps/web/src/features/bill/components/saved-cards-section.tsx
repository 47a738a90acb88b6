import type { CardForm as CardFormOutput } from '@masa/core/payment/card.schemas';
import { CARD_MESSAGES } from '@masa/core/payment/card.schemas';
import { useState } from 'react';
import { tr } from '../../../i18n/tr.ts';
import { useNotify } from '../../../lib/notifications/use-notify.ts';
import { useAuth } from '../../auth/hooks/use-auth.ts';
import { CardForm } from '../../profile/components/card-form.tsx';
import { SavedCardItem } from '../../profile/components/saved-card-item.tsx';
import { useLocalMock } from '../../profile/hooks/use-local-mock.ts';
import { type CardChange, applyCardChange } from '../../profile/utils/apply-card-change.ts';
import { readSavedCards } from '../../profile/utils/read-saved-cards.ts';
import { toSavedCard } from '../../profile/utils/to-saved-card.ts';
import '../../profile/components/profile.css';

const T = tr.profile.payment;
type Editor = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; id: string };
const newId = () => `card_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * The saved cards on the payment screen (001 §2, §4 Card form): the profile's local mock cards
 * (DESIGN.md decision 5: card numbers never leave the phone) with the profile's card item and
 * form, so add, edit, delete with confirmation and the default rules are the same.
 */
export function SavedCardsSection() {
  const { user } = useAuth();
  const userKey = String(user?.id ?? user?._id ?? 'anonymous');
  const { data: cards, save } = useLocalMock('savedCards', userKey, readSavedCards);
  const [editor, setEditor] = useState<Editor>({ kind: 'closed' });
  const [saving, setSaving] = useState(false);
  const notify = useNotify();

  const change = async (next: CardChange, message: string) => {
    if (!cards) return;
    setSaving(true);
    await save(applyCardChange(cards, next));
    setSaving(false);
    setEditor({ kind: 'closed' });
    notify.success(message);
  };
  const onSave = (form: CardFormOutput) => {
    const card = toSavedCard(form);
    void (editor.kind === 'edit'
      ? change({ type: 'update', id: editor.id, card }, T.updated)
      : change({ type: 'add', card: { ...card, id: newId() } }, T.added));
  };
  const onRemove = (id: string) => {
    if (window.confirm(CARD_MESSAGES.deleteConfirm)) void change({ type: 'remove', id }, T.deleted);
  };
  const editing =
    editor.kind === 'edit' ? (cards?.find((card) => card.id === editor.id) ?? null) : null;

  return (
    <section className="card" aria-labelledby="payment-cards-title">
      <h2 id="payment-cards-title" className="order-card__subtitle">
        {tr.bill.paymentPage.savedCards}
      </h2>
      {!cards ? (
        <p className="card__text">{tr.app.loading}</p>
      ) : (
        <>
          <p className="local-note">{T.localNote}</p>
          {cards.length === 0 ? (
            <p className="card__text">{T.empty}</p>
          ) : (
            <ul className="saved-cards" aria-label={T.listLabel}>
              {cards.map((card) => (
                <SavedCardItem
                  key={card.id}
                  card={card}
                  disabled={saving}
                  onMakeDefault={() =>
                    void change({ type: 'setDefault', id: card.id }, T.defaultUpdated)
                  }
                  onEdit={() => setEditor({ kind: 'edit', id: card.id })}
                  onRemove={() => onRemove(card.id)}
                />
              ))}
            </ul>
          )}
          {editor.kind === 'closed' ? (
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={() => setEditor({ kind: 'add' })}
            >
              {T.add}
            </button>
          ) : (
            <CardForm
              key={editor.kind === 'edit' ? editor.id : 'add'}
              editing={editing}
              saving={saving}
              onSave={onSave}
              onCancel={() => setEditor({ kind: 'closed' })}
            />
          )}
        </>
      )}
    </section>
  );
}
