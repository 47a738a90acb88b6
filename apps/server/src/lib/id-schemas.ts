import { z } from 'zod';
import { PRODUCT_ID_MESSAGE } from '@masa/core/ids';
import { fieldMessage, schemaMessage } from '../i18n/say.ts';
import { ID_PATTERN, TABLE_ID_PATTERN } from './ids.ts';

/**
 * A 24-hex entity id in a path, query or body, refused with its message (a Turkish text, or an id
 * of the catalogs said in the request's language) when malformed.
 */
export const entityId = (message: string) =>
  z.string({ error: message }).regex(ID_PATTERN, message);

/** A table id ('table-' plus letters and digits). */
export const tableId = () =>
  z.string({ error: 'Geçersiz masa kimliği' }).regex(TABLE_ID_PATTERN, 'Geçersiz masa kimliği');

export const businessIdSchema = entityId(fieldMessage('businessId'));
export const productIdSchema = entityId(PRODUCT_ID_MESSAGE);
export const categoryIdSchema = entityId('Geçersiz kategori kimliği');
export const orderIdSchema = entityId(schemaMessage('error.INVALID_ORDER_ID'));
