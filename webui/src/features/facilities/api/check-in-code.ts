import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import { defineQuery, withId } from '@/lib/query';
import type { MutationConfig } from '@/lib/react-query';

/** The code on the facility's door and the address its QR code opens. */
export interface CheckInCode {
  code: string;
  url: string;
}

const codeKey = (facilityId: string) => ['facilities', 'detail', facilityId, 'check-in-code'];
const codePath = (facilityId: string) => `/facilities/${encodeURIComponent(facilityId)}/check-in-code`;

/** GET /api/facilities/{id}/check-in-code. */
export const { use: useCheckInCode } = defineQuery(
  codeKey,
  (facilityId, signal) => apiClient.get<CheckInCode>(codePath(facilityId), undefined, { signal }),
  withId,
);

/** POST /api/facilities/{id}/check-in-code: a new code; the old one stops working. */
export function renewCheckInCode({ facilityId }: { facilityId: string }): Promise<CheckInCode> {
  return apiClient.post<CheckInCode>(codePath(facilityId));
}

/** Renews the code; the card loads the new one. */
export function useRenewCheckInCode(mutationConfig?: MutationConfig<typeof renewCheckInCode>) {
  return useWriteMutation(renewCheckInCode, { invalidates: ({ facilityId }) => [codeKey(facilityId)] }, mutationConfig);
}
