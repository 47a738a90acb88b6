import { z } from 'zod';
import { ID_PATTERN, TABLE_ID_PATTERN } from './ids.ts';

/** A 24-hex entity id in a path, query or body, refused with a Turkish message when malformed. */
export const entityId = (message: string) =>
  z.string({ error: message }).regex(ID_PATTERN, message);

/** A table id ('table-' plus letters and digits). */
export const tableId = () =>
  z.string({ error: 'Geçersiz masa kimliği' }).regex(TABLE_ID_PATTERN, 'Geçersiz masa kimliği');

export const businessIdSchema = entityId('Geçersiz işletme kimliği');
export const productIdSchema = entityId('Geçersiz ürün kimliği');
export const categoryIdSchema = entityId('Geçersiz kategori kimliği');
export const orderIdSchema = entityId('Geçersiz sipariş kimliği');
