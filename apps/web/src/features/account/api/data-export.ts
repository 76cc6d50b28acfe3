import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DATA_EXPORT_FILE_NAME,
  dataExportStateSchema,
  type DataExportState,
} from '@vusal/shared/schemas/data-export';
import { apiDownload, apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';
import { saveFile } from '../../../lib/save-file';

/** `GET /api/account/export`: the member's latest "Download my data" request (issue 36). */
export async function getDataExport(signal?: AbortSignal): Promise<DataExportState> {
  return dataExportStateSchema.parse(await apiFetch('/api/account/export', { signal }));
}

/** 202: the archive is being made; a link follows by e-mail. 429 EXPORT_LIMIT within a day. */
export async function requestDataExport(): Promise<void> {
  await apiFetch<void>('/api/account/export', { method: 'POST', body: {} });
}

export const dataExportKey = ['account', 'data-export'] as const;

/** Read again every few seconds while the archive is being made, so "we e-mailed you" shows. */
export function dataExportQueryOptions() {
  return queryOptions({
    queryKey: dataExportKey,
    queryFn: ({ signal }) => getDataExport(signal),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.export?.status;
      return status === 'queued' || status === 'building' ? 3000 : false;
    },
  });
}

export function useDataExport() {
  return useQuery(dataExportQueryOptions());
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: requestDataExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportKey }),
  });
}

/**
 * The archive behind a mailed link, which the server uses up as it answers (SECURITY 45): a
 * used, expired, unknown or another account's link is the same 404 NOT_FOUND.
 */
export async function downloadDataExport(token: string): Promise<Blob> {
  return apiDownload(`/api/account/export/download?token=${encodeURIComponent(token)}`);
}

/** Downloads the archive into the browser's downloads; the state then reads `downloaded`. */
export function useDownloadDataExport() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: async (token: string) => {
      saveFile(await downloadDataExport(token), DATA_EXPORT_FILE_NAME);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportKey }),
  });
}
