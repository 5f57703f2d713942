// The customer's data to take away (issue 39): its state, asking for it, and the download.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../generated/portal';
import { portalClient } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export type DataExport = components['schemas']['DataExport'];

async function fetchDataExport(signal: AbortSignal): Promise<DataExport | null> {
  const { data } = await portalClient.GET('/customer/data_export', { signal });
  if (!data) throw new Error('export state not loaded');
  return data.export;
}

/** The newest archive; read again every few seconds while it is being prepared. */
export const dataExportQuery = () =>
  queryOptions({
    queryKey: queryKeys.dataExport,
    queryFn: ({ signal }) => fetchDataExport(signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 5_000 : false),
  });

export async function requestDataExport(): Promise<DataExport> {
  const { data } = await portalClient.POST('/customer/data_export');
  if (!data) throw new Error('export not requested');
  return data;
}

/** The archive as a Blob; throws when it cannot be read. */
export async function fetchDataExportFile(id: number): Promise<Blob> {
  const { data } = await portalClient.GET('/customer/data_export/{id}/download', { params: { path: { id } }, parseAs: 'blob' });
  if (!(data instanceof Blob)) throw new Error('archive not accessible');
  return data;
}
