// The card a weekly series is paid with (docs/decisions/0079-series-paid-by-card-on-file.md).
import { useMutation } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TSavedCard, TSeries } from '@shared/schemas/series';
import type { PaymentMethod } from '@/components/card-form/payment-method';
import { callApi } from '@/lib/api-client';
import { useRefreshAfterSeriesChange } from './my-series';

// Saves the client's card for a series: a setup first, then with Stripe the card
// confirmed in the browser (Stripe Elements), in test mode the test card sent.
export async function saveSeriesCard(method: PaymentMethod): Promise<TSavedCard> {
  const setup = await callApi(api.openSeriesCardSetup);
  if (method.kind === 'stripe') await method.confirm(setup.clientSecret);
  return callApi(api.saveSeriesCard, { body: { setupId: setup.setupId, ...(method.kind === 'test' ? { card: method.card } : {}) } });
}

// "Update card": a new card saved, then the series' later sessions charged to it.
export function useUpdateSeriesCard() {
  const refresh = useRefreshAfterSeriesChange();
  return useMutation({
    mutationFn: async ({ seriesId, method }: { seriesId: number; method: PaymentMethod }): Promise<TSeries> => {
      const { savedCardId } = await saveSeriesCard(method);
      return callApi(api.updateSeriesCard, { params: { id: String(seriesId) }, body: { savedCardId } });
    },
    onSuccess: refresh,
  });
}
