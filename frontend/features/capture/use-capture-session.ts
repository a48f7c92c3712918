/**
 * The capture page's session check. Event Wi-Fi may take a request and never answer: the check
 * gives up after REQUEST_TIMEOUT_MS (apiRequest) and is asked again, rather than staying in
 * flight and hiding a session that ended.
 */
import { useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '#shared/schemas/auth';
import { apiRequest, isNoApiAnswer } from '../../lib/api-request';
import { SESSION_KEY } from '../../lib/session';

/** Tries of a check that got no answer, after the first. */
const RETRIES = 3;

export function useCaptureSession() {
  return useQuery<SessionInfo>({
    queryKey: SESSION_KEY,
    queryFn: async () => (await apiRequest('GET', SESSION_KEY[0])).json() as Promise<SessionInfo>,
    staleTime: 0,
    gcTime: 0,
    retry: (failures, error) => failures < RETRIES && isNoApiAnswer(error),
  });
}
