import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactRecord, ContactSubmission } from '../../../shared/schemas/contact';
import { apiRequest } from '../../lib/api-request';

/** The body the estimate form sends (the shared schema's output, with the client id). */
export type ContactBody = Omit<ContactSubmission, 'id'> & { id: string; capturedAt: string };

/** POST /api/contact; on success the cached contact list is stale. */
export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ContactBody): Promise<ContactRecord> =>
      (await apiRequest('POST', '/api/contact', body)).json() as Promise<ContactRecord>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/contact'] }),
  });
}
