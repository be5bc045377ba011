// The preview of a weekly series a client reviews before the checkout (docs/product/series.md).
import { useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TSeriesPreview, TSeriesPreviewRequest } from '@shared/schemas/series';
import { callApi } from '@/lib/api-client';

const seriesPreviewKey = (request: TSeriesPreviewRequest) =>
  ['series', 'preview', request.coachId, request.startTime, request.cadenceWeeks, request.count] as const;

export function useSeriesPreview(request: TSeriesPreviewRequest, enabled: boolean) {
  return useQuery({
    queryKey: seriesPreviewKey(request),
    queryFn: (): Promise<TSeriesPreview> => callApi(api.previewSeries, { body: request }),
    enabled,
  });
}
