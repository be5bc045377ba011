import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSessionNotes } from '@shared/schemas/coach-tools';
import { apiJson } from '@/lib/api-client';

export function sessionNotesUrl(bookingId: number): string {
  return `/api/bookings/${bookingId}/notes`;
}

export function getSessionNotes(bookingId: number): Promise<TSessionNotes> {
  return apiJson<TSessionNotes>('GET', sessionNotesUrl(bookingId));
}

export function getSessionNotesQueryOptions(bookingId: number) {
  return queryOptions({ queryKey: [sessionNotesUrl(bookingId)], queryFn: () => getSessionNotes(bookingId) });
}

export function useSessionNotes(bookingId: number, enabled: boolean) {
  return useQuery({ ...getSessionNotesQueryOptions(bookingId), enabled });
}

export function saveSessionNotes({ bookingId, notes }: { bookingId: number; notes: string }): Promise<TSessionNotes> {
  return apiJson<TSessionNotes>('PUT', sessionNotesUrl(bookingId), { notes });
}

export function useSaveSessionNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['save-session-notes'],
    mutationFn: saveSessionNotes,
    onSuccess: (saved) => queryClient.setQueryData(getSessionNotesQueryOptions(saved.bookingId).queryKey, saved),
  });
}
