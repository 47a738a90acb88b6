import type { errors as source } from '../tr/errors.ts';
import type { Texts } from '../texts-type.ts';

export const errors: Texts<typeof source> = {
  badRequest: 'Invalid request',
  unauthorized: 'Unauthorized access',
  forbidden: 'Access denied',
  notFound: 'The requested resource was not found',
  server: 'Server error',
  status: (status) => `Error: ${status}`,
  timeout: 'The request timed out',
  network: 'Could not connect to the server',
  noAnswer: 'The server is not responding. Please try again later.',
  networkCheck: 'Could not connect to the server. Check your network connection.',
  generic: 'An error occurred',
  fallback: 'An error occurred.',
  code: (status) => `(Error Code: ${status})`,
  sessionExpired: 'Your session has expired, please sign in again.',
  userUnreadable: 'Your user information could not be read.',
  routeFailed: 'The page could not be loaded. Please reload the page.',
  reload: 'Reload Page',
  offlineTitle: 'No connection',
  offline: 'Check your internet connection and try again',
  offlineRetry: 'This page will open by itself when the connection is back.',
  retry: 'Try Again',
};
