import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';
import { tr } from '../../../i18n/tr.ts';

export function FavoritesPage() {
  return (
    <PlaceholderPage
      title={tr.info.favoritesTitle}
      text={tr.info.favoritesText}
      backTo="/profile"
    />
  );
}
