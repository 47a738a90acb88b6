import { mayKeepAnswer } from '@masa/core/offline/offline-reads';
import type { WorkboxPlugin } from 'workbox-core/types.js';

/** Stores an answer only when core's mayKeepAnswer allows it (a success, public, that type). */
export function keepOnly(expectedType: string): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) =>
      mayKeepAnswer(response, expectedType) ? response : null,
  };
}
