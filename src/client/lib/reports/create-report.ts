// Reporting a review or a user (docs/product/reports.md). Nothing the reporter sees changes
// afterwards, so no cached query needs refreshing.
import { useMutation } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TCreatedReport, TCreateReportRequest } from '@shared/schemas/reports';
import { callApi } from '@/lib/api-client';

export function createReport(input: TCreateReportRequest): Promise<TCreatedReport> {
  return callApi(api.createReport, { body: input });
}

export function useCreateReport() {
  return useMutation({ mutationKey: ['create-report'], mutationFn: createReport });
}
