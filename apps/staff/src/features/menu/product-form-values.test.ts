import {
  MENU_EDITOR_MESSAGES as M,
  productBody,
  type EditorProduct,
} from '@masa/core/staff/menu-editor.schemas';
import { describe, expect, it } from 'vitest';
import { emptyProduct, formToBody, productToForm } from './product-form-values.ts';

const CATEGORY = 'c'.repeat(24);
const firstMessage = (values: ReturnType<typeof emptyProduct>) => {
  const parsed = productBody.safeParse(formToBody(values));
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('the product form', () => {
  it('turns typed lira, lists and numbers into the body the server takes', () => {
    const body = productBody.parse(
      formToBody({
        ...emptyProduct(CATEGORY),
        name: 'Künefe',
        price: '185,50',
        vatRate: '20',
        discountPercentage: '10',
        ingredients: 'kadayıf, peynir ,, ',
        preparationTime: '15',
        options: [
          {
            name: 'Boy',
            nameEn: 'Size',
            required: true,
            multiple: false,
            choices: [{ name: 'Büyük', nameEn: 'Large', price: '20' }],
          },
        ],
        extras: [{ name: 'Dondurma', nameEn: '', price: '40,00' }],
      }),
    );
    expect(body).toMatchObject({
      price: 18_550,
      vatRate: 20,
      discountPercentage: 10,
      ingredients: ['kadayıf', 'peynir'],
      preparationTime: 15,
      options: [
        {
          name: 'Boy',
          nameEn: 'Size',
          choices: [{ name: 'Büyük', nameEn: 'Large', price: 2_000 }],
        },
      ],
      extras: [{ name: 'Dondurma', price: 4_000 }],
    });
  });

  it('lets the schema refuse what is not a price or a whole number, with its message', () => {
    const named = { ...emptyProduct(CATEGORY), name: 'Künefe' };
    expect(firstMessage({ ...named, price: '' })).toBe(M.price);
    expect(firstMessage({ ...named, price: '12,345' })).toBe(M.price);
    expect(firstMessage({ ...named, price: '10', preparationTime: '2.5' })).toBe(M.preparationTime);
    expect(
      firstMessage({
        ...named,
        price: '10',
        extras: [{ name: 'Kaymak', nameEn: '', price: 'bedava' }],
      }),
    ).toBe(M.choicePrice);
  });

  it('shows a saved product as it was typed', () => {
    const saved = productBody.parse(
      formToBody({ ...emptyProduct(CATEGORY), name: 'Çay', price: '25', allergens: ['milk'] }),
    );
    const product: EditorProduct = {
      ...saved,
      id: 'p',
      isAvailable: true,
      imageUrl: null,
      imageVariants: [],
      sortOrder: 0,
    };
    expect(productToForm(product)).toMatchObject({
      price: '25,00',
      allergens: ['milk'],
      vatRate: '10',
    });
  });
});
