import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useEditorMenu } from '../api/editor-menu.ts';
import { CategoryList } from './category-list.tsx';
import { CategorySettings } from './category-settings.tsx';
import { PriceListPanel } from './price-list-panel.tsx';
import { ProductForm } from './product-form.tsx';
import { ProductList } from './product-list.tsx';
import '../menu.css';
import { FormError } from '../../../components/form-error.tsx';

/** Which product the right-hand side edits: none (the list), a new one, or a saved one. */
type Editing = null | { id: string | null };

/**
 * "Menü" (issue 17 §1), owners and managers: the categories on the left (add, reorder by drag
 * or keyboard), on the right the chosen category's settings and products, or one product's
 * form with every field the diner's menu shows, its option groups, extras and photo; under
 * the products, the printed price list and the price history's CSV (ADR 089).
 */
export default function MenuPage() {
  const { t } = useI18n();
  const menu = useEditorMenu();
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [news, setNews] = useState('');
  const categories = menu.data?.categories ?? [];
  const category = categories.find((c) => c.id === chosen) ?? categories[0] ?? null;
  const products = (menu.data?.products ?? []).filter((p) => p.categoryId === category?.id);
  const product = editing?.id ? menu.data?.products.find((p) => p.id === editing.id) : undefined;

  const choose = (id: string) => {
    setChosen(id);
    setEditing(null);
  };
  const done = (message: string) => {
    setNews(message);
    setEditing(null);
  };

  return (
    <main className="menu-editor" aria-labelledby="menu-title">
      <h1 id="menu-title" className="visually-hidden">
        {t('menu.title')}
      </h1>
      <CategoryList
        categories={categories}
        products={menu.data?.products ?? []}
        chosenId={category?.id ?? null}
        onChoose={choose}
        onAdded={(added) => {
          choose(added.id);
          setNews(t('menu.categoryAdded', { name: added.name }));
        }}
      />
      <section className="menu-detail">
        <p role="status" className="menu-news">
          {news}
        </p>
        {menu.isPending && <p role="status">{t('menu.loading')}</p>}
        <FormError error={menu.error} />
        {menu.isSuccess && !category && <p className="empty">{t('menu.chooseCategory')}</p>}
        {category && editing && (editing.id === null || product) ? (
          <ProductForm
            key={editing.id ?? `new-${category.id}`}
            product={product ?? null}
            categoryId={category.id}
            categories={categories}
            onBack={() => setEditing(null)}
            onDone={done}
          />
        ) : (
          category && (
            <>
              <CategorySettings key={category.id} category={category} onSaved={setNews} />
              <ProductList
                products={products}
                onAdd={() => setEditing({ id: null })}
                onEdit={(id) => setEditing({ id })}
              />
              <PriceListPanel />
            </>
          )
        )}
      </section>
    </main>
  );
}
