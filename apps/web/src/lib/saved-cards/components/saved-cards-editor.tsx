import type { CardForm as CardFormOutput } from '@masa/core/payment/card.schemas';
import { CARD_MESSAGES } from '@masa/core/payment/card.schemas';
import { type ReactNode, useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { useLocalMock } from '../use-local-mock.ts';
import { type CardChange, applyCardChange } from '../apply-card-change.ts';
import { readSavedCards } from '../read-saved-cards.ts';
import { toSavedCard } from '../to-saved-card.ts';
import { CardForm } from './card-form.tsx';
import { SavedCardItem } from './saved-card-item.tsx';
import '../../../components/profile/profile.css';

const t = texts('profile', 'rules');
type Editor = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; id: string };

const newId = () => `card_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * The saved cards of this device with add, edit, delete (after confirmation) and make default
 * (000 §3.6, 001 §4 Card form). Local mock data only (ADR 023): card numbers never
 * leave the phone and are kept masked. Shown on /profile/payment and on the payment screen, so
 * both behave the same; each says the outcome its own way through `onChanged`.
 */
export function SavedCardsEditor({
  loading,
  onChanged,
  emptyClassName,
  addClassName,
}: {
  loading: ReactNode;
  onChanged: (message: string) => void;
  emptyClassName: string;
  addClassName: string;
}) {
  const { user } = useAuth();
  const userKey = String(user?.id ?? user?._id ?? 'anonymous');
  const { data: cards, save } = useLocalMock('savedCards', userKey, readSavedCards);
  const [editor, setEditor] = useState<Editor>({ kind: 'closed' });
  const [saving, setSaving] = useState(false);

  if (!cards) return loading;

  const change = async (next: CardChange, message: string) => {
    setSaving(true);
    await save(applyCardChange(cards, next));
    setSaving(false);
    setEditor({ kind: 'closed' });
    onChanged(message);
  };
  const onSave = (form: CardFormOutput) => {
    const card = toSavedCard(form);
    void (editor.kind === 'edit'
      ? change({ type: 'update', id: editor.id, card }, t('profile.payment.updated'))
      : change({ type: 'add', card: { ...card, id: newId() } }, t('profile.payment.added')));
  };
  const onRemove = (id: string) => {
    if (window.confirm(t('rules.say', { message: CARD_MESSAGES.deleteConfirm })))
      void change({ type: 'remove', id }, t('profile.payment.deleted'));
  };
  const editing =
    editor.kind === 'edit' ? (cards.find((card) => card.id === editor.id) ?? null) : null;

  return (
    <>
      <p className="local-note">{t('profile.payment.localNote')}</p>
      {cards.length === 0 ? (
        <p className={emptyClassName}>{t('profile.payment.empty')}</p>
      ) : (
        <ul className="saved-cards" aria-label={t('profile.payment.listLabel')}>
          {cards.map((card) => (
            <SavedCardItem
              key={card.id}
              card={card}
              disabled={saving}
              onMakeDefault={() =>
                void change(
                  { type: 'setDefault', id: card.id },
                  t('profile.payment.defaultUpdated'),
                )
              }
              onEdit={() => setEditor({ kind: 'edit', id: card.id })}
              onRemove={() => onRemove(card.id)}
            />
          ))}
        </ul>
      )}
      {editor.kind === 'closed' ? (
        <button type="button" className={addClassName} onClick={() => setEditor({ kind: 'add' })}>
          {t('profile.payment.add')}
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
  );
}
