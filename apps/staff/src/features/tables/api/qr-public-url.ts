import type { QrPublicUrl } from '@masa/core/qr/public-url';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/staff/tables/qr-url: where the printed codes point and whether it is loopback. */
export const useQrPublicUrl = () =>
  useQuery({
    queryKey: ['staff', 'qr-url'],
    queryFn: ({ signal }) => api.get<QrPublicUrl>('/staff/tables/qr-url', { signal }),
    staleTime: Infinity,
  });
