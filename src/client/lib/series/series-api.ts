// Weekly series (docs/product/series.md): the preview a client reviews, the
// checkout, and the series both dashboards list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCreateSeriesRequest, TSavedCard, TSeries, TSeriesPreview, TSeriesPreviewRequest } from '@shared/schemas/series';
import type { PaymentMethod } from '@/components/card-form/payment-method';
import { callApi } from '@/lib/api-client';
import { USER_BOOKINGS_QUERY_KEY } from '@/lib/bookings/get-user-bookings';
import { PACKAGES_KEY } from '@/lib/packages/packages-api';

export const MY_SERIES_KEY = ['series', 'mine'] as const;
export const seriesPreviewKey = (request: TSeriesPreviewRequest) =>
  ['series', 'preview', request.coachId, request.startTime, request.cadenceWeeks, request.count] as const;

export function useSeriesPreview(request: TSeriesPreviewRequest, enabled: boolean) {
  return useQuery({
    queryKey: seriesPreviewKey(request),
    queryFn: (): Promise<TSeriesPreview> => callApi(api.previewSeries, { body: request }),
    enabled,
  });
}

export function useMySeries(enabled = true) {
  return useQuery({ queryKey: MY_SERIES_KEY, queryFn: (): Promise<TSeries[]> => callApi(api.listUserSeries), enabled });
}

// After any change to a series its sessions, the credits and the series list are read again.
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_SERIES_KEY }),
      queryClient.invalidateQueries({ queryKey: USER_BOOKINGS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
    ]);
}

// The series checkout's payment: credits, or the card kept on file (saved first, with the client's consent).
export type SeriesPayment = { kind: 'credits' } | { kind: 'card'; method: PaymentMethod; consent: boolean };
type SeriesCheckout = { request: Omit<TCreateSeriesRequest, 'payment'>; payment: SeriesPayment };

export function useCreateSeries() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async ({ request, payment }: SeriesCheckout): Promise<TSeries> => {
      if (payment.kind === 'credits') return callApi(api.createSeries, { body: { ...request, payment: 'credits' } });
      const { savedCardId } = await saveSeriesCard(payment.method);
      return callApi(api.createSeries, { body: { ...request, payment: 'card', savedCardId, cardConsent: payment.consent } });
    },
    onSuccess: refresh,
  });
}

export function useConfirmSeries() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: number): Promise<TSeries> => callApi(api.confirmSeries, { params: { id: String(id) } }),
    onSuccess: refresh,
  });
}

export function useCancelFollowing() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (bookingId: number): Promise<TSeries> => callApi(api.cancelSeriesFrom, { params: { id: String(bookingId) } }),
    onSuccess: refresh,
  });
}

// Saves the client's card for a series (docs/decisions/0079-series-paid-by-card-on-file.md): a setup
// first, then with Stripe the card confirmed in the browser (Stripe Elements), in test mode the test card sent.
export async function saveSeriesCard(method: PaymentMethod): Promise<TSavedCard> {
  const setup = await callApi(api.openSeriesCardSetup);
  if (method.kind === 'stripe') await method.confirm(setup.clientSecret);
  return callApi(api.saveSeriesCard, { body: { setupId: setup.setupId, ...(method.kind === 'test' ? { card: method.card } : {}) } });
}

// "Update card": a new card saved, then the series' later sessions charged to it.
export function useUpdateSeriesCard() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: async ({ seriesId, method }: { seriesId: number; method: PaymentMethod }): Promise<TSeries> => {
      const { savedCardId } = await saveSeriesCard(method);
      return callApi(api.updateSeriesCard, { params: { id: String(seriesId) }, body: { savedCardId } });
    },
    onSuccess: refresh,
  });
}
