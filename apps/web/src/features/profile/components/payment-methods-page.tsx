import type { CardForm as CardFormOutput } from '@masa/core/payment/card.schemas';
import { CARD_MESSAGES } from '@masa/core/payment/card.schemas';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { tr } from '../../../i18n/tr.ts';
import { useAuth } from '../../auth/hooks/use-auth.ts';
import { useLocalMock } from '../hooks/use-local-mock.ts';
import { useTimedBanner } from '../hooks/use-timed-banner.ts';
import { type CardChange, applyCardChange } from '../utils/apply-card-change.ts';
import { readSavedCards } from '../utils/read-saved-cards.ts';
import { toSavedCard } from '../utils/to-saved-card.ts';
import { CardForm } from './card-form.tsx';
import { SavedCardItem } from './saved-card-item.tsx';
import './profile.css';

const T = tr.profile.payment;
type Editor = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; id: string };

const newId = () => `card_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * /profile/payment without an order (000 §3.6, §5.5): the saved cards of this device, local
 * mock data only (DESIGN.md 5): card numbers never leave the phone and are kept masked.
 */
export function PaymentMethodsPage() {
  const { user } = useAuth();
  const userKey = String(user?.id ?? user?._id ?? 'anonymous');
  const { data: cards, save } = useLocalMock('savedCards', userKey, readSavedCards);
  const [editor, setEditor] = useState<Editor>({ kind: 'closed' });
  const [saving, setSaving] = useState(false);
  const banner = useTimedBanner();

  const change = async (next: CardChange, message: string) => {
    if (!cards) return;
    setSaving(true);
    await save(applyCardChange(cards, next));
    setSaving(false);
    setEditor({ kind: 'closed' });
    banner.show(message);
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
    <>
      <PageHeader title={T.title} backTo="/profile" />
      <div className="page-content">
        {banner.text && <Banner kind="success">{banner.text}</Banner>}
        {!cards ? (
          <PageLoading />
        ) : (
          <>
            <p className="local-note">{T.localNote}</p>
            {cards.length === 0 ? (
              <p className="card card__text">{T.empty}</p>
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
                className="button button--block"
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
      </div>
    </>
  );
}
