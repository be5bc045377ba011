// The dashboards' side of group programs (docs/product/programs.md): the
// coach's own programs and their editor, publish, cancel and roster; the
// client's waitlist places and giving up a seat; the admin's list. Every
// change refreshes everything under PROGRAMS_KEY, so the public pages, the
// seats and the waitlist agree with what was just done.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TProgramInput } from '@shared/schemas/programs';
import { apiUrl, callApi } from '@/lib/api-client';
import { PROGRAMS_KEY } from './programs-keys';

const MY_PROGRAMS_KEY = ['programs', 'mine'] as const;
const rosterKey = (id: number) => ['programs', 'roster', id] as const;
const MY_WAITLIST_KEY = ['programs', 'waitlist-places'] as const;
const ADMIN_PROGRAMS_KEY = ['programs', 'admin'] as const;

export function useMyPrograms(enabled = true) {
  return useQuery({ queryKey: MY_PROGRAMS_KEY, queryFn: () => callApi(api.listMyPrograms), enabled });
}

function useProgramsChange<V, R>(change: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY }),
  });
}

// A new program (201) or an edit of the given one.
export function useSaveProgram(id: number | null) {
  return useProgramsChange((body: TProgramInput) =>
    id === null ? callApi(api.createProgram, { body }) : callApi(api.updateProgram, { params: { id: String(id) }, body }),
  );
}

export function usePublishProgram() {
  return useProgramsChange((id: number) => callApi(api.publishProgram, { params: { id: String(id) } }));
}

export function useCancelProgram() {
  return useProgramsChange((id: number) => callApi(api.cancelProgram, { params: { id: String(id) } }));
}

export function useRoster(id: number, enabled: boolean) {
  return useQuery({ queryKey: rosterKey(id), queryFn: () => callApi(api.getProgramRoster, { params: { id: String(id) } }), enabled });
}

export function useMyWaitlist(enabled: boolean) {
  return useQuery({ queryKey: MY_WAITLIST_KEY, queryFn: () => callApi(api.listMyWaitlist), enabled });
}

export function useCancelSeat() {
  return useProgramsChange((seatId: number) => callApi(api.cancelMySeat, { params: { id: String(seatId) } }));
}

export function useAdminPrograms() {
  return useQuery({ queryKey: ADMIN_PROGRAMS_KEY, queryFn: () => callApi(api.listAllPrograms) });
}

// The coach's own cancellation policy, which a new program takes when it is
// published: read through the dashboard's own profile query (same key), so it costs no request there.
export function useCoachPolicy() {
  const me = useQuery({ queryKey: [apiUrl(api.getCoachMe)], queryFn: () => callApi(api.getCoachMe), staleTime: 30_000 });
  return me.data?.cancellationPolicy;
}
