import { apiErrorFromResponse } from '@/lib/api-error';
import { API_BASE } from '@/lib/api-client';
import { defineQuery2 } from '@/lib/query';
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

/** Asked only while the photo is shown (`enabled`), and kept: a photo does not change. */
export const { options: getIssuePhotoQueryOptions, use: useIssuePhoto } = defineQuery2(
  (id: string, _enabled: boolean) => ['issues', 'detail', id, 'photo'],
  (id, _enabled, signal) => getIssuePhoto(id, signal),
  (id, enabled) => ({ enabled: enabled && Boolean(id), staleTime: Infinity }),
);
