import { describe, expect, it } from 'vitest';
import { DEFAULT_INBOX_QUERY, inboxParamsOf, inboxQueryOf, withChange } from './inbox-url';

describe('inbox filters in the URL', () => {
  it('reads what it writes, leaving defaults out of the URL', () => {
    const query = {
      ...DEFAULT_INBOX_QUERY,
      status: 'won' as const,
      sort: 'call' as const,
      page: 3,
      q: 'lopez',
    };
    const params = inboxParamsOf(query);
    expect(params.toString()).toBe('status=won&q=lopez&sort=call&page=3');
    expect(inboxQueryOf(params)).toEqual(query);
    expect(inboxParamsOf(DEFAULT_INBOX_QUERY).toString()).toBe('');
  });

  it('drops a hand-edited value the API would refuse and keeps the rest', () => {
    const query = inboxQueryOf(new URLSearchParams('status=maybe&type=booking&pageSize=7'));
    expect(query).toEqual({ ...DEFAULT_INBOX_QUERY, type: 'booking' });
  });

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const onPage4 = { ...DEFAULT_INBOX_QUERY, page: 4 };
    expect(withChange(onPage4, { type: 'contact' }).page).toBe(1);
    expect(withChange(onPage4, { page: 5 }).page).toBe(5);
  });
});
