// Buying a package or a membership (docs/product/packages.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TPurchase } from '@shared/schemas/packages';
import { purchaseThroughIntent, type PaymentMethod } from '@/components/card-form/payment-method';
import { callApi } from '@/lib/api-client';
import { PACKAGES_KEY } from './packages-keys';

function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// An intent for the offer's price, then the purchase: with the test card in
// test mode, or after Stripe confirmed the card in the browser (Stripe mode).
export function useBuyPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, method }: { offerId: number; method: PaymentMethod }): Promise<TPurchase> => {
      const params = { id: String(offerId) };
      return purchaseThroughIntent(
        method,
        () => callApi(api.createPackageIntent, { params }),
        (body) => callApi(api.buyPackage, { params, body, headers: { 'Idempotency-Key': newKey() } }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
  });
}
