import { PRODUCT_PHOTO_MAX_BYTES } from '@masa/core/staff/menu-editor.schemas';

const photoMegabytes = PRODUCT_PHOTO_MAX_BYTES / (1024 * 1024);

/** Turkish answers of the menu editor's routes (issue 17 §1). */
export const MENU_EDITOR_ANSWERS = {
  categoryNotFound: 'Kategori bulunamadı',
  photoMissing: 'Lütfen yüklemek için bir fotoğraf seçin (alan adı: photo)',
  photoWrongType:
    'Dosya bir resim değil ya da okunamıyor; lütfen JPEG, PNG, WebP ya da GIF bir fotoğraf yükleyin',
  photoTooLarge: `Fotoğraf en fazla ${photoMegabytes} MB olabilir; lütfen daha küçük bir fotoğraf yükleyin`,
  photoTooManyPixels:
    'Fotoğraf en fazla 24 megapiksel olabilir; lütfen daha küçük bir fotoğraf yükleyin',
} as const;
