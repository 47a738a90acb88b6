import type { qrScan as source } from '../tr/qr-scan.ts';
import { QR_PARSE_MESSAGES } from '@masa/core/qr/qr-messages';
import type { Texts } from '../texts-type.ts';

// The scan page's texts as the specification quotes them, in English (000 §2.7, §8.5).
export const qrScan: Texts<typeof source> = {
  title: 'QR Code Scan',
  cameraLabel: 'Camera view',
  initializing: 'Initializing camera',
  success: 'QR code scanned',
  stop: 'Stop',
  start: 'Start Scanning',
  photo: 'Scan from a photo',
  tableCode: {
    label: 'Table code',
    hint: 'Printed under the QR code on your table.',
    open: 'Open Table',
    notFound: 'No table has this code. Check the code under the QR code and try again.',
  },
  howToUse: 'How to Use',
  steps: [
    'Place the QR code in the center of the camera.',
    'Scanning happens automatically.',
    'You are redirected to the menu page after a successful scan.',
  ],
  cantScan: "Can't scan the QR code?",
  businessList: 'View Business List',
  nav: { label: 'Scan page menu' },
  parse: QR_PARSE_MESSAGES,
  errors: {
    noCameras: 'No available cameras found.',
    initFailed: 'Could not initialize camera',
    startFailed: 'Could not start QR scanning',
    denied: 'Camera access denied. Please enable camera permission in your browser settings.',
    prompt: 'You will be asked for camera permission. Please allow it to enable QR code scanning.',
    unparsable: 'QR code could not be parsed. Please scan a valid QR code.',
    missingInfo: 'Business or table information not found in QR code.',
    tableLookup: 'Could not get table information. Please try again or scan a different QR code.',
    unexpected: 'An unexpected error occurred while processing the QR code.',
    processing: 'An error occurred while processing the QR code. Please try again.',
  },
};
