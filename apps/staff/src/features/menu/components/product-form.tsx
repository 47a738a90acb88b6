import {
  type EditorCategory,
  type EditorProduct,
  PRODUCT_PHOTO_MAX_BYTES,
  productBody,
  VAT_RATES,
} from '@masa/core/staff/menu-editor.schemas';
import { type FormEvent, type ReactNode, useState } from 'react';
import { sayFirstIssue } from '../../../i18n/core-texts.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMenuWrites } from '../api/editor-menu.ts';
import {
  emptyProduct,
  formToBody,
  productToForm,
  type ProductFormValues,
} from '../product-form-values.ts';
import { AllergenFields } from './allergen-fields.tsx';
import { ExtrasFields } from './extras-fields.tsx';
import { OptionGroupsFields } from './option-groups-fields.tsx';
import { PhotoField } from './photo-field.tsx';
import { PriceHistory } from './price-history.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { FormError } from '../../../components/form-error.tsx';

type Flag = 'isVegetarian' | 'isVegan' | 'isGlutenFree' | 'isFeatured' | 'isMonthlySpecial';

/**
 * One product with every field the diner's menu shows (issue 17 §1), checked with the server's
 * own schema and messages before it is sent; then its photo, if one was chosen. A product the
 * server refuses is not written at all, so the form keeps what was typed.
 */
export function ProductForm({
  product,
  categoryId,
  categories,
  onBack,
  onDone,
}: {
  product: EditorProduct | null;
  categoryId: string;
  categories: EditorCategory[];
  onBack: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useI18n();
  const { saveProduct, uploadPhoto, deleteProduct } = useMenuWrites();
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? productToForm(product) : emptyProduct(categoryId),
  );
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<ProductFormValues>) => setValues({ ...values, ...change });
  const busy = saveProduct.isPending || uploadPhoto.isPending || deleteProduct.isPending;
  const title = product ? t('menu.editProduct', { name: product.name }) : t('menu.newProduct');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = productBody.safeParse(formToBody(values));
    if (!parsed.success) return setProblem(sayFirstIssue(t, parsed.error));
    if (photo && photo.size > PRODUCT_PHOTO_MAX_BYTES) return setProblem(t('menu.photoTooLarge'));
    setProblem(null);
    try {
      const saved = await saveProduct.mutateAsync({ id: product?.id ?? null, body: parsed.data });
      if (photo) {
        try {
          await uploadPhoto.mutateAsync({ id: saved.id, photo });
        } catch (error) {
          return onDone(
            t('menu.savedPhotoFailed', { name: saved.name, problem: (error as Error).message }),
          );
        }
      }
      onDone(t('menu.saved', { name: saved.name }));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const remove = () => {
    if (!product || !window.confirm(t('menu.deleteConfirm', { name: product.name }))) return;
    deleteProduct.mutate(product.id, {
      onSuccess: (gone) => onDone(t('menu.deleted', { name: gone.name })),
      onError: (error) => setProblem(error.message),
    });
  };
  const check = (name: Flag, label: string) => (
    <Checkbox
      label={label}
      checked={values[name]}
      onChange={(checked) => set({ [name]: checked })}
    />
  );
  const field = (label: string, input: ReactNode, wide = false) => (
    <label className={wide ? 'menu-field menu-field-wide' : 'menu-field'}>
      {label}
      {input}
    </label>
  );
  const text = (name: keyof ProductFormValues, extra: object = {}) => (
    <input
      value={values[name] as string}
      onChange={(event) => set({ [name]: event.target.value })}
      {...extra}
    />
  );

  return (
    <form className="menu-product-form" aria-label={title} onSubmit={submit} noValidate>
      <div className="menu-form-bar">
        <button type="button" onClick={onBack}>
          ← {t('menu.back')}
        </button>
        <h2>{title}</h2>
      </div>
      <fieldset>
        <legend>{t('menu.sections.basics')}</legend>
        {field(t('menu.fields.name'), text('name', { maxLength: 80 }), true)}
        {field(
          t('menu.fields.description'),
          <textarea
            rows={2}
            value={values.description}
            maxLength={1000}
            onChange={(event) => set({ description: event.target.value })}
          />,
          true,
        )}
        {field(
          t('menu.fields.category'),
          <select
            value={values.categoryId}
            onChange={(event) => set({ categoryId: event.target.value })}
          >
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          t('menu.fields.price'),
          text('price', { inputMode: 'decimal', placeholder: '0,00' }),
        )}
        {field(
          t('menu.fields.vatRate'),
          <select
            value={values.alcoholic ? '20' : values.vatRate}
            disabled={values.alcoholic}
            onChange={(event) => set({ vatRate: event.target.value })}
          >
            {VAT_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {t('menu.vat', { rate })}
              </option>
            ))}
          </select>,
        )}
        {/* NOTE: an alcoholic drink is sold at 20 % (docs/decisions/092-…). */}
        <Checkbox
          label={t('menu.fields.alcoholic')}
          checked={values.alcoholic}
          onChange={(checked) =>
            set(checked ? { alcoholic: true, vatRate: '20' } : { alcoholic: false })
          }
        />
        {field(t('menu.fields.discount'), text('discountPercentage', { inputMode: 'numeric' }))}
        {field(t('menu.fields.preparationTime'), text('preparationTime', { inputMode: 'numeric' }))}
        {field(t('menu.fields.ingredients'), text('ingredients'), true)}
        <Checkbox
          label={t('menu.fields.active')}
          checked={values.active}
          onChange={(checked) => set({ active: checked })}
        />
      </fieldset>
      <fieldset>
        <legend>{t('menu.sections.english')}</legend>
        <p className="menu-hint">{t('menu.englishHint')}</p>
        {field(t('menu.fields.nameEn'), text('nameEn', { maxLength: 80, lang: 'en' }), true)}
        {field(
          t('menu.fields.descriptionEn'),
          <textarea
            rows={2}
            lang="en"
            value={values.descriptionEn}
            maxLength={1000}
            onChange={(event) => set({ descriptionEn: event.target.value })}
          />,
          true,
        )}
        {field(t('menu.fields.ingredientsEn'), text('ingredientsEn', { lang: 'en' }), true)}
      </fieldset>
      <fieldset className="menu-flags">
        <legend>{t('menu.sections.labels')}</legend>
        {check('isVegetarian', t('menu.fields.vegetarian'))}
        {check('isVegan', t('menu.fields.vegan'))}
        {check('isGlutenFree', t('menu.fields.glutenFree'))}
        {check('isFeatured', t('menu.fields.featured'))}
        {check('isMonthlySpecial', t('menu.fields.monthlySpecial'))}
      </fieldset>
      <AllergenFields allergens={values.allergens} onChange={(allergens) => set({ allergens })} />
      <fieldset>
        <legend>{t('menu.sections.campaign')}</legend>
        <Checkbox
          label={t('menu.fields.campaign')}
          checked={values.isCampaign}
          onChange={(checked) => set({ isCampaign: checked })}
        />
        {field(t('menu.fields.campaignStart'), text('campaignStartDate', { type: 'date' }))}
        {field(t('menu.fields.campaignEnd'), text('campaignEndDate', { type: 'date' }))}
        {field(
          t('menu.fields.campaignDescription'),
          text('campaignDescription', { maxLength: 300 }),
          true,
        )}
      </fieldset>
      <OptionGroupsFields groups={values.options} onChange={(options) => set({ options })} />
      <ExtrasFields extras={values.extras} onChange={(extras) => set({ extras })} />
      <PhotoField product={product} name={values.name} onChoose={setPhoto} />
      {product && <PriceHistory productId={product.id} />}
      <FormError error={problem} />
      <div className="menu-form-actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t('menu.saving') : t('menu.save')}
        </button>
        {product && (
          <button type="button" className="danger" onClick={remove} disabled={busy}>
            {t('menu.delete')}
          </button>
        )}
      </div>
    </form>
  );
}
