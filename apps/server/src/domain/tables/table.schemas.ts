import { z } from 'zod';

/** 001 §8 table messages. */
export const TABLE_NOT_FOUND = 'Masa bilgisi bulunamadı';
export const TABLE_CODE_NOT_FOUND = 'Bu QR kod ile eşleşen masa bulunamadı.';
export const INVALID_TABLE_ID = 'Geçersiz masa kimliği';
export const INVALID_TABLE_CODE = 'Geçersiz QR kod';

/** A table id: 'table-' plus letters and digits (000 §3.5, lib/ids.ts). */
export const tableIdSchema = z
  .string()
  .trim()
  .regex(/^table-[A-Za-z0-9]+$/, INVALID_TABLE_ID)
  .meta({ description: "'table-' plus letters and digits", example: 'table-bogaz01' });

/** A table's printed code (its `qrCode`) or its id, as the scan page sends it. */
export const tableCodeSchema = z
  .string()
  .trim()
  .min(1, INVALID_TABLE_CODE)
  // Fastify's router answers 414 for a path parameter over 100 characters anyway.
  .max(100, INVALID_TABLE_CODE)
  .meta({ description: "A table's custom QR code or its id", example: 'BOGAZ-M01' });

export { publicTableSchema, type PublicTable } from '@masa/core/menu/menu.schemas';
