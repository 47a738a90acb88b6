/**
 * The shape of an area's texts without its Turkish literals: what an English module must
 * provide key for key. The same type core's message catalogs use.
 */
export type { Texts } from '@masa/core/i18n/texts';
