/**
 * POST /api/newsletter from the blog: the answer turned into the one line the visitor reads.
 * 201 and 200 carry the server's own message ('Thanks for subscribing!' / 'You are already
 * subscribed.'); a 400 carries the validation message; anything else is a generic failure.
 */
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../lib/api-request';

/** What the visitor is told after pressing Subscribe. */
export interface SubscribeOutcome {
  ok: boolean;
  message: string;
}

export const SUBSCRIBED_FALLBACK = 'Thanks for subscribing!';
export const ALREADY_SUBSCRIBED_FALLBACK = 'You are already subscribed.';
export const SUBSCRIBE_FAILED = 'Could not subscribe right now. Please try again.';

/** The outcome of a successful answer (201 new, 200 already on the list). */
export function outcomeOfAnswer(status: number, body: unknown): SubscribeOutcome {
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : undefined;
  return {
    ok: true,
    message: message ?? (status === 201 ? SUBSCRIBED_FALLBACK : ALREADY_SUBSCRIBED_FALLBACK),
  };
}

/** The outcome of a failed request: the server's 400 message, else the generic failure. */
export function outcomeOfError(error: unknown): SubscribeOutcome {
  if (error instanceof ApiRequestError && error.status === 400) {
    return { ok: false, message: error.apiError?.message ?? SUBSCRIBE_FAILED };
  }
  return { ok: false, message: SUBSCRIBE_FAILED };
}

/** Subscribe an address; resolves to what to tell the visitor, whatever happened. */
export async function subscribe(email: string): Promise<SubscribeOutcome> {
  try {
    const res = await apiRequest('POST', '/api/newsletter', { email });
    const body: unknown = await res.json().catch(() => undefined);
    return outcomeOfAnswer(res.status, body);
  } catch (error) {
    return outcomeOfError(error);
  }
}

/** The subscribe call as a mutation (pending state for the button). */
export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
