import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiErrorFromResponse } from '@/lib/api-error';
import { API_BASE } from '@/lib/api-client';
import { getAccessToken } from '@/lib/session';

/**
 * GET /api/issues/{id}/photo as a blob: an `<img src>` cannot send the bearer token, so the
 * photo is fetched and shown from memory (the caller makes and revokes its object URL).
 */
export async function getIssuePhoto(id: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(`${API_BASE}/issues/${encodeURIComponent(id)}/photo`, {
    headers: { Authorization: `Bearer ${await getAccessToken()}`, Accept: 'image/*' },
    signal,
  });
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response.blob();
}

export const getIssuePhotoQueryOptions = (id: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['issues', 'detail', id, 'photo'],
    queryFn: ({ signal }) => getIssuePhoto(id, signal),
    enabled: enabled && Boolean(id),
    staleTime: Infinity,
  });

export function useIssuePhoto(id: string, enabled: boolean) {
  return useQuery(getIssuePhotoQueryOptions(id, enabled));
}
