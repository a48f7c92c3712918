import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactRecord, ContactSubmission } from '#shared/schemas/contact';
import { apiRequest, readRecordAnswer } from '../../lib/api-request';

/** The body the estimate form sends (the shared schema's output, with the client id). */
export type ContactBody = Omit<ContactSubmission, 'id'> & { id: string; capturedAt: string };

/** POST /api/contact; only an answer carrying this lead counts. On success the cached contact list is stale. */
export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ContactBody): Promise<ContactRecord> =>
      readRecordAnswer<ContactRecord>(await apiRequest('POST', '/api/contact', body), body.id),
    // The form decides what a missing connection means (it queues): never a paused mutation.
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/contact'] }),
  });
}
