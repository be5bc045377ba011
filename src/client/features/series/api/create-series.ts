// The weekly series' checkout (docs/product/series.md).
import { useMutation } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCreateSeriesRequest, TSeries } from '@shared/schemas/series';
import type { PaymentMethod } from '@/components/card-form/payment-method';
import { callApi } from '@/lib/api-client';
import { useRefreshAfterSeriesChange } from './my-series';
import { saveSeriesCard } from './series-card';

// The series checkout's payment: credits, or the card kept on file (saved first, with the client's consent).
export type SeriesPayment = { kind: 'credits' } | { kind: 'card'; method: PaymentMethod; consent: boolean };
type SeriesCheckout = { request: Omit<TCreateSeriesRequest, 'payment'>; payment: SeriesPayment };

export function useCreateSeries() {
  const refresh = useRefreshAfterSeriesChange();
  return useMutation({
    mutationFn: async ({ request, payment }: SeriesCheckout): Promise<TSeries> => {
      if (payment.kind === 'credits') return callApi(api.createSeries, { body: { ...request, payment: 'credits' } });
      const { savedCardId } = await saveSeriesCard(payment.method);
      return callApi(api.createSeries, { body: { ...request, payment: 'card', savedCardId, cardConsent: payment.consent } });
    },
    onSuccess: refresh,
  });
}
