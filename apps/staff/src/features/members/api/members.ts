import type {
  InviteStaffBody,
  StaffInvitation,
  StaffMember,
  StaffPeople,
} from '@masa/core/staff/staff-members.schemas';
import type { StaffRole } from '@masa/core/staff/staff-session.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const membersKey = ['staff', 'members'] as const;

/** GET /api/staff/members: accounts and links not used yet (owners and managers). */
export const useMembers = () =>
  useQuery({
    queryKey: membersKey,
    queryFn: ({ signal }) => api.get<StaffPeople>('/staff/members', { signal }),
  });

function useMembersMutation<V, T>(run: (variables: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: membersKey }),
  });
}

/** POST /api/staff/members/invite: the e-mail carries the link that sets a password. */
export const useInvite = () =>
  useMembersMutation((body: InviteStaffBody) =>
    api.post<StaffInvitation>('/staff/members/invite', body),
  );

/** PATCH /api/staff/members/{id}: a new role; the person signs in again. */
export const useChangeRole = () =>
  useMembersMutation(({ id, role }: { id: string; role: StaffRole }) =>
    api.patch<StaffMember>(`/staff/members/${id}`, { role }),
  );

/** POST /api/staff/members/{id}/password-link: a link to set a new password, by e-mail. */
export const usePasswordLink = () =>
  useMembersMutation((id: string) =>
    api.post<StaffInvitation>(`/staff/members/${id}/password-link`, {}),
  );

/** POST /api/staff/members/{id}/deactivate: sessions end at once, sign-in refused. */
export const useDeactivate = () =>
  useMembersMutation((id: string) => api.post<StaffMember>(`/staff/members/${id}/deactivate`, {}));
