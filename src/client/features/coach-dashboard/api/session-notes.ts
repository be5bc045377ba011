import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TSessionNotes } from '@shared/schemas/coach-tools';
import { apiUrl, callApi } from '@/lib/api-client';

export function sessionNotesUrl(bookingId: number): string {
  return apiUrl(api.getSessionNotes, { params: { id: bookingId } });
}

export function getSessionNotes(bookingId: number): Promise<TSessionNotes> {
  return callApi(api.getSessionNotes, { params: { id: bookingId } });
}

export function getSessionNotesQueryOptions(bookingId: number) {
  return queryOptions({ queryKey: [sessionNotesUrl(bookingId)], queryFn: () => getSessionNotes(bookingId) });
}

export function useSessionNotes(bookingId: number, enabled: boolean) {
  return useQuery({ ...getSessionNotesQueryOptions(bookingId), enabled });
}

export function saveSessionNotes({ bookingId, notes }: { bookingId: number; notes: string }): Promise<TSessionNotes> {
  return callApi(api.saveSessionNotes, { params: { id: bookingId }, body: { notes } });
}

export function useSaveSessionNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['save-session-notes'],
    mutationFn: saveSessionNotes,
    onSuccess: (saved) => queryClient.setQueryData(getSessionNotesQueryOptions(saved.bookingId).queryKey, saved),
  });
}
