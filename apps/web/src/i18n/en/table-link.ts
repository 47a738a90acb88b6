import type { tableLink as source } from '../tr/table-link.ts';
import type { Texts } from '../texts-type.ts';

export const tableLink: Texts<typeof source> = {
  title: 'Table',
  notFound: 'Table information not found',
  noMatch: 'No table matches this QR code.',
  retry: 'Something went wrong while reading the table. Please try again.',
  failed: 'Could not get the table information',
  tryAgain: 'Try Again',
  scan: 'Scan QR Code',
};
