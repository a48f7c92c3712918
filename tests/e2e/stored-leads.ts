import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import type { ContactRecord } from '#shared/schemas/contact';
import { expect } from './fixtures';

/** The stored estimate requests with this email, read through the admin API. */
export async function storedLeads(request: APIRequestContext, email: string): Promise<ContactRecord[]> {
  await request.post('/api/auth/login', { data: E2E_ADMIN });
  const res = await request.get(`/api/contact?q=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ContactRecord[];
}
