import { useSyncExternalStore } from 'react';
import { HeartIcon } from '../../../components/ui/icons.tsx';
import { texts } from '../../../i18n/texts.ts';
import { favorites } from '../../../lib/menu/favorites.ts';

const t = texts('menu');

/** A product card's heart (001 §2): marks the product as a favourite on this device. */
export function FavoriteButton({ productId, name }: { productId: string; name: string }) {
  const chosen = useSyncExternalStore(favorites.subscribe, favorites.get).includes(productId);
  return (
    <button
      type="button"
      className={chosen ? 'favorite-button favorite-button--on' : 'favorite-button'}
      aria-pressed={chosen}
      aria-label={t('menu.favorite', { name })}
      onClick={() => favorites.toggle(productId)}
    >
      <HeartIcon className="favorite-button__icon" fill={chosen ? 'currentColor' : 'none'} />
    </button>
  );
}
