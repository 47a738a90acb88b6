import type { WorkboxPlugin } from 'workbox-core/types.js';

/**
 * Stores an answer only when it is of the expected type and the server did not mark it as a
 * person's or not to be stored (`Cache-Control: private` or `no-store`): a second wall behind
 * the list of public reads.
 */
export function keepOnly(contentType: string): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => {
      const type = response.headers.get('content-type') ?? '';
      const control = response.headers.get('cache-control') ?? '';
      if (!type.startsWith(contentType) || /\b(private|no-store)\b/i.test(control)) return null;
      return response;
    },
  };
}
