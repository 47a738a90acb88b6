import type { SavedCard } from './read-saved-cards.ts';

export type CardChange =
  | { type: 'add'; card: Omit<SavedCard, 'isDefault'> }
  | { type: 'update'; id: string; card: Omit<SavedCard, 'id' | 'isDefault'> }
  | { type: 'remove'; id: string }
  | { type: 'setDefault'; id: string };

/**
 * The card list after a change (000 §5.5): the first card added is the default; setting a
 * default unsets the others; deleting the default makes the first remaining card the default.
 */
export function applyCardChange(cards: readonly SavedCard[], change: CardChange): SavedCard[] {
  switch (change.type) {
    case 'add':
      return [...cards, { ...change.card, isDefault: !cards.some((card) => card.isDefault) }];
    case 'update':
      return cards.map((card) => (card.id === change.id ? { ...card, ...change.card } : card));
    case 'setDefault':
      return cards.map((card) => ({ ...card, isDefault: card.id === change.id }));
    case 'remove': {
      const removed = cards.find((card) => card.id === change.id);
      const rest = cards.filter((card) => card.id !== change.id);
      if (!removed?.isDefault || rest.length === 0) return rest;
      return rest.map((card, index) => ({ ...card, isDefault: index === 0 }));
    }
  }
}
