/**
 * Every admin read in one shape: `useQuery({ ...adminQuery<T>(key, url), enabled })`. The read
 * takes the query's abort signal (a logout cancels the reads in flight before it ends the
 * session), and a 401 asks the session again, so the page's guard returns to the sign-in. That
 * rule lives here for reads and writes alike, in the admin's code rather than every page's.
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiRequestError, apiRequest } from '../../lib/api-request';
import { ADMIN_QUERY_KEY } from './admin-guard';
import { SESSION_KEY } from '../../lib/session';

/** One page of a list and the list's full length (X-Total-Count). */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Whether the API refused a request with 401: the session has ended (or never began). */
export const isUnauthorized = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 401;

/** An admin write that answers JSON; fails as apiRequest does. Here, not in lib: only the admin needs it. */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, data)).json()) as T;
}

/** Lead data changes while the owner watches: always fetch afresh, never keep it around. */
const LIVE = { staleTime: 0, gcTime: 0, refetchOnMount: 'always' } as const;

async function get(url: string, signal: AbortSignal): Promise<Response> {
  const res = await fetch(url, { credentials: 'include', signal });
  if (!res.ok) throw new ApiRequestError(res.status, await res.text(), res.statusText);
  return res;
}

function adminRead<T>(key: readonly unknown[], url: string, read: (res: Response) => Promise<T>) {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, ...key],
    queryFn: async ({ signal, client }) => {
      try {
        return await read(await get(url, signal));
      } catch (error) {
        if (isUnauthorized(error)) void client.invalidateQueries({ queryKey: SESSION_KEY });
        throw error;
      }
    },
    ...LIVE,
  });
}

/** Query options reading GET `url` as JSON under the admin key `['admin', ...key]`; `schema` checks it. */
export function adminQuery<T>(
  key: readonly unknown[],
  url: string,
  schema?: { parse: (json: unknown) => T },
) {
  return adminRead(key, url, async (res) => {
    const json: unknown = await res.json();
    return schema ? schema.parse(json) : (json as T);
  });
}

/** The same for one page of a list: its items and the list's full length. */
export function adminPageQuery<T>(key: readonly unknown[], url: string) {
  return adminRead(key, url, async (res) => ({
    items: (await res.json()) as T[],
    total: Number(res.headers.get('X-Total-Count') ?? 0),
  }));
}

/** Whether a read failed in a way to show: a 401 is not one, the page returns to the sign-in. */
export const loadFailed = (query: { isError: boolean; error: unknown }) =>
  query.isError && !isUnauthorized(query.error);

/** For the admin's writes: a 401 asks the session again, as every admin read does. */
export function useSessionCheckOn401() {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (isUnauthorized(error)) void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
    [queryClient],
  );
}
